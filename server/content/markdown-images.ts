// A page's pictures (`![What it shows](infrastructure/library.webp)`): files of the content folder's
// images/, sized by the server for the phone that asks (srcset), with their own width and height so
// the text below does not jump when they arrive. A picture that names no file there stops the start
// with its line, instead of a broken image in front of parents.
import type { MarkdownIt, Token } from 'markdown-it';
import { contentImageUrl } from '../../shared/links.ts';
import { IMAGE_WIDTHS, isResizableMedia, mediaSrcSet, sizedMediaUrl, type ImageWidth } from '../../shared/media.ts';
import { escapeHtml as escape } from './html-escape.ts';
import { MarkdownError } from './markdown-error.ts';

/** Width and height of each file under images/, by its path there ("infrastructure/library.webp"). */
export type ImageSizes = ReadonlyMap<string, { width: number; height: number }>;

/** How wide a picture shows: the text column beside the page's menu, or the phone's screen. */
const SIZES = '(min-width: 62em) 52rem, 100vw';

/** The largest copy any screen gets; the file itself may be smaller. */
const MAX_WIDTH: ImageWidth = 1280;

function checkImage(src: string, images: ImageSizes, line: number | undefined): void {
  if (/^[a-z][a-z0-9+.-]*:|^\/|\\/i.test(src) || src.split('/').includes('..')) {
    throw new MarkdownError(
      `the picture "${src}" must name a file under images/ (such as infrastructure/library.webp), not an address`,
      line,
    );
  }
  if (!images.has(src))
    throw new MarkdownError(
      `the picture "${src}" names no picture under images/ (is the name spelt as the file is?)`,
      line,
    );
}

/** The picture's tag: a fixed copy for browsers without srcset, then the set for the rest. */
function imageTag(token: Token, images: ImageSizes): string {
  const src = String(token.attrGet('src'));
  const { width, height } = images.get(src)!;
  const url = contentImageUrl(src);
  const alt = escape(token.content);
  if (!isResizableMedia(url))
    return `<img class="content-image" src="${url}" alt="${alt}" width="${width}" height="${height}" loading="lazy" decoding="async">`;
  const largest = IMAGE_WIDTHS.filter((w) => w <= Math.min(width, MAX_WIDTH)).at(-1) ?? IMAGE_WIDTHS[0];
  return `<img class="content-image" src="${sizedMediaUrl(url, largest)}" srcset="${mediaSrcSet(url, largest)}" sizes="${SIZES}" alt="${alt}" width="${width}" height="${height}" loading="lazy" decoding="async">`;
}

export function markdownImages(md: MarkdownIt): void {
  // Checked after inline parsing, where the picture's block still knows its line.
  // Stryker disable next-line StringLiteral: the rule's name is a label; nothing looks it up.
  md.core.ruler.push('image_files', (state) => {
    const images = (state.env as { images?: ImageSizes }).images ?? new Map();
    for (const block of state.tokens) {
      for (const child of block.children ?? []) {
        if (child.type === 'image')
          checkImage(String(child.attrGet('src')), images, block.map ? block.map[0] + 1 : undefined);
      }
    }
  });
  md.renderer.rules.image = (tokens, idx, _options, env) =>
    imageTag(tokens[idx]!, (env as { images: ImageSizes }).images);
}
