import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { encodeBody, sendCached, type EncodedBody } from '../../cache/cached-body.ts';
import type { SiteContent } from '../../content/load-content.ts';
import { httpError } from '../../plugins/errors.ts';
import { perSchool } from '../../school/per-school.ts';
import type { School } from '../../school/school.ts';

// Icons from school.yaml's `logo`: an SVG is the tab's icon as it is; fixed sizes are rendered once per
// content version on white with a margin (home screens blacken transparency and clip corners).

/** Path → side in pixels. */
export const ICON_FILES: Readonly<Record<string, number>> = {
  '/favicon.ico': 32,
  '/apple-touch-icon.png': 180,
  '/icons/icon-192.png': 192,
  '/icons/icon-512.png': 512,
};

/** The manifest's icons (routes/content.ts). */
export const MANIFEST_ICONS = [192, 512].map((size) => ({
  src: `/icons/icon-${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose: 'any',
}));

/** The share of the side the logo takes (a maskable icon's safe zone). */
const LOGO_SHARE = 0.8;

const ICON_CACHE_CONTROL = 'public, max-age=86400';

export const isSvgLogo = (content: SiteContent) => content.school.logo.file.toLowerCase().endsWith('.svg');

async function render(content: SiteContent, side: number): Promise<Buffer> {
  const inner = Math.round(side * LOGO_SHARE);
  const logo = await sharp(join(content.dir, 'images', content.school.logo.file), { density: 300 })
    .resize(inner, inner, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .toBuffer();
  return sharp({ create: { width: side, height: side, channels: 4, background: '#ffffff' } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer();
}

const icons: FastifyPluginAsync = async (app) => {
  /** A school's rendered icons for its current content version. */
  const iconsOf = perSchool(() => ({ made: new Map<string, Promise<EncodedBody>>(), version: '' }));
  const icon = (school: School, path: string, build: () => Promise<Buffer | string>): Promise<EncodedBody> => {
    const held = iconsOf(school);
    const { version } = school.content.current;
    if (held.version !== version) [held.made, held.version] = [new Map(), version];
    const { made } = held;
    let entry = made.get(path);
    if (!entry) {
      entry = build().then((body) => encodeBody(body));
      entry.catch(() => made.delete(path));
      made.set(path, entry);
    }
    return entry;
  };

  app.get('/favicon.svg', { schema: { hide: true } }, async (request, reply) => {
    const content = request.school.content.current;
    if (!isSvgLogo(content)) throw httpError(404, 'The school logo is not a drawing: its icons are PNG.');
    const body = await icon(request.school, '/favicon.svg', () =>
      readFile(join(content.dir, 'images', content.school.logo.file), 'utf8'),
    );
    return sendCached(request, reply, body, { cacheControl: ICON_CACHE_CONTROL, type: 'image/svg+xml' });
  });

  for (const [path, side] of Object.entries(ICON_FILES)) {
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const body = await icon(request.school, path, () => render(request.school.content.current, side));
      // Browsers read a PNG at /favicon.ico.
      return sendCached(request, reply, body, { cacheControl: ICON_CACHE_CONTROL, type: 'image/png' });
    });
  }
};

export default icons;
