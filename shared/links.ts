// What kind of address a link in the school's content is: both the client's links and the server's
// Markdown renderer decide with these, so a link behaves the same in a menu and in a page's text.

/** Another site: opens in a new tab. */
/**
 * What the id of a provider record looks like once normalized (server/provider/normalize-values.ts):
 * it keys albums and the pages of news items, events and notices.
 */
export const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * An address on a name reserved for examples (RFC 2606 and 6761), which no real site has: a link
 * of school.yaml still at the example school's value. Visitors are not shown it (no link to
 * nowhere, no "coming soon"), and the server warns when it reads it.
 */
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

/** Files the server answers itself (PDFs, media): the router must not try to render them as pages. */
export function isFileHref(href: string): boolean {
  return /\.pdf$/i.test(href) || href.startsWith('/bff/');
}

/** Where the server serves a file of the content folder's images/ (resizable with ?w= like /bff/media). */
export function contentImageUrl(file: string): string {
  return `/content/images/${file.split('/').map(encodeURIComponent).join('/')}`;
}

const FILE_KINDS: Record<string, string> = {
  pdf: 'PDF',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  doc: 'Word',
  docx: 'Word',
};

/** What kind of file a link leads to, from its name ('' when the name does not say). */
export function fileKind(href: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(href)?.[1]?.toLowerCase() ?? '';
  return FILE_KINDS[extension] ?? '';
}

/** A file's size as a visitor reads it: "850 bytes", "240 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  const mb = bytes / 1_000_000;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
