// The visitors' mix (every kind of page, list and file) and the abuse targets, found from the site's answers.
import { setTimeout as sleep } from 'node:timers/promises';
import { IMAGE_WIDTHS } from '../../../shared/media.ts';
import { SLOW_READERS, RESIZE_FLOOD_PHOTOS, visitorAddress, type Group } from './config.ts';

/** Group, URL, weight. */
export type MixEntry = [Group, string, number];

export interface Targets {
  mix: MixEntry[];
  /** The three largest photos and the largest PDFs, with sizes in bytes. */
  bigPhotos: [string, number][];
  bigPdfs: [string, number][];
  /** The file each slow reader asks for. */
  slowFiles: string[];
  /** The resize flood's photos, of `albumPhotos` in all. */
  resizePhotos: string[];
  albumPhotos: number;
  /** Their every resize as [URL, Accept], shuffled. */
  resizeUrls: [string, string][];
}

/** Setup retries this long: a cold provider may exceed the upstream timeout at first. */
const SETUP_PATIENCE_MS = 60_000;

/** The body of `url` once it answers 200 and `whole` accepts it. */
async function settled(url: string, init: RequestInit = {}, whole = (_body: Buffer) => true): Promise<Buffer> {
  const deadline = Date.now() + SETUP_PATIENCE_MS;
  for (;;) {
    const res = await fetch(url, init).catch(() => null);
    const body = res ? Buffer.from(await res.arrayBuffer().catch(() => new ArrayBuffer(0))) : null;
    if (res?.ok && body && whole(body)) return body;
    if (Date.now() > deadline)
      throw new Error(`soak setup: ${url} answered ${res?.status ?? 'nothing'}${res?.ok ? ', not whole' : ''}`);
    await sleep(1000);
  }
}
async function json<T>(url: string, whole = (_value: T) => true): Promise<T> {
  let value: T | undefined;
  await settled(url, {}, (body) => whole((value = JSON.parse(body.toString()) as T)));
  return value!;
}

export async function findTargets(base: string): Promise<Targets> {
  // Wait until no home section is degraded.
  const home = await json<{
    events: { image: string | null; attachment: string | null }[];
    gallery: { id: string; image: string | null }[];
    degraded: string[];
  }>(`${base}/bff/home`, (h) => h.degraded.length === 0 && h.gallery.length > 0);
  const homeImages = [...home.events.map((e) => e.image), ...home.gallery.map((g) => g.image)].filter(
    (u): u is string => Boolean(u),
  );
  const images = homeImages.slice(0, 6);
  const attachments = home.events.map((e) => e.attachment).filter((u): u is string => Boolean(u));
  const album = home.gallery[0]!.id;
  const pages = ['/', '/news', '/events', '/gallery', '/topperXII', '/about', '/contact'];
  const lists = ['/bff/home', '/bff/news', '/bff/events?year=all', '/bff/gallery', '/bff/toppers?class=XII'];
  const mix: MixEntry[] = [
    ...[...pages, `/subGallery?id=${album}`, '/feestructure'].map((u): MixEntry => ['page', u, 4]),
    ...[...lists, '/bff/site', `/bff/gallery/${album}`].map((u): MixEntry => ['json', u, 5]),
    ['ics', '/events.ics', 3],
    ...images.map((u, i): MixEntry => ['resized', `${u}?w=${i % 2 ? 640 : 320}`, 3]),
    ...images.slice(0, 3).map((u): MixEntry => ['file', u, 2]),
    ...(attachments[0] ? [['file', attachments[0], 2] as MixEntry] : []),
  ];

  // Slow readers take the largest files: one the socket buffers hold whole closes at once.
  const albums = await json<{ items: { id: string }[] }>(`${base}/bff/gallery?year=all`);
  const albumPhotos = new Set<string>();
  for (const { id } of albums.items)
    for (const photo of (await json<{ photos: string[] }>(`${base}/bff/gallery/${id}`)).photos) albumPhotos.add(photo);
  const siteText = (await settled(`${base}/bff/site`)).toString();
  const pdfs = new Set([...(siteText.match(/\/pdf\/[^"?#]+\.pdf/g) ?? []), ...attachments]);
  const sizeOf = async (url: string): Promise<[string, number]> => [url, (await settled(base + url)).length];
  const bySize = (a: [string, number], b: [string, number]) => b[1] - a[1];
  const photoSizes: [string, number][] = [];
  for (const url of new Set(homeImages)) photoSizes.push(await sizeOf(url));
  const pdfSizes: [string, number][] = [];
  for (const url of pdfs) pdfSizes.push(await sizeOf(url));
  photoSizes.sort(bySize);
  pdfSizes.sort(bySize);
  // Three of four readers take a big photo, the rest the largest PDF under /pdf/ or /bff/media.
  const bigPhotos = photoSizes.slice(0, 3);
  const bigPdfs = [
    pdfSizes.find(([u]) => u.startsWith('/pdf/')),
    pdfSizes.find(([u]) => u.startsWith('/bff/media/')),
  ].filter((f): f is [string, number] => Boolean(f));
  const slowFiles = Array.from({ length: SLOW_READERS }, (_, i) =>
    i % 4 < 3 || bigPdfs.length === 0
      ? bigPhotos[i % bigPhotos.length]![0]
      : bigPdfs[Math.floor(i / 4) % bigPdfs.length]![0],
  );

  // The resize flood: album photos (originals prefetched) at every width and format.
  const resizePhotos = [...albumPhotos].slice(0, RESIZE_FLOOD_PHOTOS);
  if (bigPhotos.length === 0 || resizePhotos.length === 0)
    throw new Error('soak targets: the demo published no photos');
  for (const photo of resizePhotos) await sizeOf(photo);
  const accepts = ['image/avif,image/webp,*/*', 'image/webp,*/*', 'image/jpeg,*/*'];
  const resizeUrls = resizePhotos.flatMap((photo) =>
    IMAGE_WIDTHS.flatMap((w) => accepts.map((accept): [string, string] => [`${photo}?w=${w}`, accept])),
  );
  for (let i = resizeUrls.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [resizeUrls[i], resizeUrls[j]] = [resizeUrls[j]!, resizeUrls[i]!];
  }
  return { mix, bigPhotos, bigPdfs, slowFiles, resizePhotos, albumPhotos: albumPhotos.size, resizeUrls };
}

/** Answers every route of the mix once, healthy. */
export async function warmUp(base: string, mix: readonly MixEntry[]): Promise<void> {
  for (const [group, url] of mix) {
    const headers = {
      'accept-encoding': 'br, gzip',
      accept: group === 'resized' ? 'image/avif,image/webp,*/*' : '*/*',
      'x-forwarded-for': visitorAddress(),
    };
    await settled(base + url, { headers });
  }
}
