// The file routes: seeded photos, TC certificates and PDFs, rendered on first request and cached
// (images on disk, PDFs in memory).
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildCatalog } from './assets.ts';
import type { Asset } from './assets.ts';
import type { Guard } from './guard.ts';
import type { DemoSchool } from './school-profile.ts';
import { createDiskCache, renderPhoto } from './images.ts';
import { renderTcCertificate, tcCacheKey } from './tc-scan.ts';
import { renderPdf } from './pdfs.ts';
import type { PdfSpec } from './pdfs.ts';
import { TC_STUDENTS } from './seed.ts';
import type { SeedData } from './seed.ts';

export const DEFAULT_IMAGE_CACHE_DIR = join(tmpdir(), 'school-demo-provider-images-v1');

export interface FileRoutesDeps {
  guard: Guard;
  data: SeedData;
  school: DemoSchool;
  schoolId: string;
  /** Default DEFAULT_IMAGE_CACHE_DIR. */
  imageCacheDir?: string;
}

export function registerFileRoutes(
  app: FastifyInstance,
  { guard, data, school, schoolId, imageCacheDir }: FileRoutesDeps,
): void {
  const catalog = buildCatalog(data, TC_STUDENTS, school.pdfs);
  const diskCache = createDiskCache(imageCacheDir ?? DEFAULT_IMAGE_CACHE_DIR);
  const pdfCache = new Map<string, Promise<Buffer>>();

  function pdfBytes(path: string, spec: PdfSpec): Promise<Buffer> {
    let job = pdfCache.get(path);
    if (!job) {
      job = renderPdf(spec, school).then((bytes) => Buffer.from(bytes));
      // A failed render must not stick; the next request tries again.
      job.catch(() => pdfCache.delete(path));
      pdfCache.set(path, job);
    }
    return job;
  }

  async function serve(asset: Asset | undefined, path: string, reply: FastifyReply): Promise<FastifyReply> {
    if (!asset) return reply.code(404).send({ message: 'File not found' });
    if (asset.kind === 'pdf') {
      const bytes = await pdfBytes(path, asset.spec);
      return reply.header('cache-control', 'public, max-age=86400').type('application/pdf').send(bytes);
    }
    const { file, size } =
      asset.kind === 'tc'
        ? await diskCache.ensure(tcCacheKey(asset.student, school), 'jpg', () =>
            renderTcCertificate(asset.student, school),
          )
        : await diskCache.ensure(`photo:v1:${asset.shape}:${path}`, asset.shape === 'poster' ? 'png' : 'jpg', () =>
            renderPhoto(path, asset.shape),
          );
    // A TC is personal data: nobody in between may keep a copy.
    reply.header('cache-control', asset.kind === 'tc' ? 'private, no-store' : 'public, max-age=86400');
    reply.type(asset.kind === 'tc' ? 'image/jpeg' : asset.contentType).header('content-length', size);
    return reply.send(createReadStream(file));
  }

  app.get<{ Params: { '*': string } }>('/api/image/*', { onRequest: guard('image', false) }, async (request, reply) => {
    let path = request.params['*'];
    // The vendor also serves the same files under a school prefix.
    if (path.startsWith(`${schoolId}/public/`)) path = path.slice(schoolId.length + 1);
    return serve(catalog.get(path), path, reply);
  });

  app.get<{ Params: { '*': string } }>('/public/pdf/*', { onRequest: guard('pdf', false) }, async (request, reply) => {
    const path = `public/pdf/${request.params['*']}`;
    const asset = catalog.get(path);
    return serve(asset?.kind === 'pdf' ? asset : undefined, path, reply);
  });
}
