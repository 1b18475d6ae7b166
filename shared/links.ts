// Kinds of link address, shared by the client and the Markdown renderer so a link behaves the same everywhere.
import { fillWords } from './words.ts';

/** A normalized provider record id (server/provider/normalize-values.ts): keys albums and item pages. */
export const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Another site: opens in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** An address on a reserved example name (RFC 2606, 6761): never shown to visitors, warned about by the server. */
export function isPlaceholderHref(href: string): boolean {
  if (!isExternalHref(href)) return false;
  let host: string;
  try {
    host = new URL(href).hostname.toLowerCase();
  } catch {
    return false;
  }
  return /(^|\.)(example|invalid|test|localhost)$/.test(host) || /(^|\.)example\.(com|net|org)$/.test(host);
}

/** Files the server answers itself (PDFs, media), never rendered as pages. */
export function isFileHref(href: string): boolean {
  return /\.pdf$/i.test(href) || href.startsWith('/bff/');
}

/** The URL of a content images/ file (resizable with ?w=). */
export function contentImageUrl(file: string): string {
  return `/content/images/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** A kind of file a visitor is told about before opening it (its name in words.yaml `links.kinds`). */
export type FileKind = 'pdf' | 'image' | 'word';

const FILE_KINDS: Record<string, FileKind> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  doc: 'word',
  docx: 'word',
};

/** The kind of file a link leads to, by its name ('' when unknown). */
export function fileKind(href: string): FileKind | '' {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(href)?.[1]?.toLowerCase() ?? '';
  return FILE_KINDS[extension] ?? '';
}

/** How sizes are written: a template each with {n}, and the decimal mark. */
export interface SizeWords {
  readonly bytes: string;
  readonly kb: string;
  readonly mb: string;
  readonly decimal: string;
}

/** A file's size as a visitor reads it: "850 bytes", "240 KB", "1.2 MB" in English. */
export function formatBytes(bytes: number, units: SizeWords): string {
  const write = (template: string, n: string) => fillWords(template, { n });
  if (bytes < 1000) return write(units.bytes, String(bytes));
  if (bytes < 1_000_000) return write(units.kb, String(Math.round(bytes / 1000)));
  const mb = bytes / 1_000_000;
  return write(units.mb, mb < 10 ? mb.toFixed(1).replace('.', units.decimal) : String(Math.round(mb)));
}
