// HTML the service worker writes: the copy note, the offline page, the "form not sent" page (these two
// under the school's name and colour, with a Call link when its phone is known).
// Plain string functions, testable without a worker.
import { formatDate } from '../../../shared/dates.ts';
import { fillWords } from '../../../shared/words.ts';
import type { OfflineWords } from './site-words.ts';

/** Escaped for element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes numeric and a few named references; unknown ones stay. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/** A page's <title> as text, or null when missing or empty. */
export function pageTitle(html: string): string | null {
  const found = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  const title = found ? decodeEntities(found[1]!).replace(/\s+/g, ' ').trim() : '';
  return title || null;
}

/** A title without the site's name after its last " | ". */
export function shortTitle(title: string): string {
  const cut = title.lastIndexOf(' | ');
  return cut > 0 ? title.slice(0, cut).trim() : title;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "26 Nov 2026 at 09:40" in `timeZone` (default the device's), in the school's words. The school's
 * month names, not the locale's: locales differ ("Sep", "Sept").
 */
export function formatSavedTime(date: Date, words: OfflineWords, timeZone?: string): string {
  const key = timeZone ?? '';
  let fmt = formatters.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-GB', {
      ...(timeZone ? { timeZone } : {}),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, fmt);
  }
  const parts: Record<string, string> = {};
  for (const { type, value } of fmt.formatToParts(date)) parts[type] = value;
  return fillWords(words.text.savedTime, {
    date: formatDate(`${parts.year}-${parts.month}-${parts.day}`, words.dates),
    time: `${parts.hour}:${parts.minute}`,
  });
}

/** Escaped text with {when} as a <time> element. */
function withTime(text: string, date: Date, words: OfflineWords, timeZone?: string): string {
  const time = `<time datetime="${escapeHtml(date.toISOString())}">${escapeHtml(formatSavedTime(date, words, timeZone))}</time>`;
  return text.split('{when}').map(escapeHtml).join(time);
}

export interface NoteOptions {
  /** The school's words for these pages. */
  words: OfflineWords;
  /** The copy's Date header; null when unknown. */
  savedAt: Date | null;
  /** The device is offline (else the site did not answer in time). */
  offline: boolean;
  timeZone?: string;
}

/** The copy note: a status line styled inline (readable without site CSS), using the school's colours if defined. */
export function savedCopyNote({ words, savedAt, offline, timeZone }: NoteOptions): string {
  const T = words.text;
  const first = offline ? T.offline : T.notAnswering;
  const rest = savedAt ? withTime(T.savedCopy, savedAt, words, timeZone) : escapeHtml(T.savedCopyUndated);
  const style =
    'margin:0;padding:0.5rem 1rem;font-family:system-ui,sans-serif;line-height:1.5;' +
    'color:var(--color-text,#1f2937);background:var(--color-important-bg,#fff3e6);border-bottom:2px solid var(--color-important,#8f2d0c)';
  return `<p class="saved-copy" role="status" style="${style}"><strong>${escapeHtml(first)}</strong> ${rest}</p>`;
}

/**
 * Puts the note just before #root (inside, hydration would mismatch and drop it), else at the start
 * of <main>, else of <body>.
 */
export function injectNote(html: string, note: string): string {
  const root = /<div\b[^>]*\sid=["']?root["'\s>]/i.exec(html);
  if (root) return html.slice(0, root.index) + note + html.slice(root.index);
  for (const tag of [/<main\b[^>]*>/i, /<body\b[^>]*>/i]) {
    const open = tag.exec(html);
    if (open) {
      const at = open.index + open[0].length;
      return html.slice(0, at) + note + html.slice(at);
    }
  }
  return note + html;
}

/** A same-origin path; anything else becomes "/". */
export function safePath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

/** A page or document that can be opened offline. */
export interface SavedEntry {
  /** Path and query, e.g. /news?year=2026. */
  path: string;
  /** A page's title or a document's file name. */
  label: string;
  savedAt: Date | null;
}

const PAGE_STYLE = [
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;line-height:1.6;color:#1f2937;background:#f6f7f9;overflow-wrap:break-word}',
  'main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}',
  'h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem;color:#1d2633}',
  'h2{font-size:1.2rem;line-height:1.3;margin:2rem 0 .5rem;color:#1d2633}',
  'p{margin:0 0 1rem}',
  'a{color:#1d3a6b;text-underline-offset:.18em}',
  'ul{list-style:none;margin:0;padding:0}',
  'li{border-top:1px solid #d5d9e0;padding:.5rem 0}',
  'li a{display:block;padding:.25rem 0;font-weight:600}',
  'li span{display:block;font-size:.9rem;color:#4b5563}',
  '.button{display:inline-block;padding:.6rem 1.25rem;border-radius:8px;background:#2f3b4c;color:#fff;font-weight:600;text-decoration:none}',
  ':focus-visible{outline:3px solid #4b5563;outline-offset:2px}',
  '.site{margin:0;padding:.75rem 1rem;background:#2f3b4c;color:#fff;font-weight:700;font-size:1.15rem;line-height:1.3}',
  '.call{font-size:1.15rem;padding:.8rem 1.4rem;background:#2f3b4c}',
].join('');

/** The school's colour (checked: white reads on it) for the header and the Call link. */
const themed = (color: string | undefined) => (color ? `.site,.call{background:${color}}` : '');

/** A page of the worker's: the school's name as its header and in the title, its colour, its words' language. */
function htmlDocument(title: string, body: string, { lang, school }: OfflineWords): string {
  const name = school.name ? escapeHtml(school.name) : '';
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    (school.themeColor ? `<meta name="theme-color" content="${escapeHtml(school.themeColor)}">` : '') +
    `<title>${escapeHtml(title)}${name ? ` | ${name}` : ''}</title>` +
    `<style>${PAGE_STYLE}${themed(school.themeColor)}</style></head>` +
    `<body>${name ? `<header><p class="site">${name}</p></header>` : ''}<main>${body}</main></body></html>`
  );
}

/** A prominent "Call {phone}" tel: link (calls work offline), or nothing without the school's phone. */
export function callLink({ text, school }: OfflineWords): string {
  if (!school.phone) return '';
  const label = text.callPhone.split('{phone}').map(escapeHtml).join(escapeHtml(school.phone.display));
  return `<p><a class="button call" href="tel:${escapeHtml(school.phone.tel)}">${label}</a></p>`;
}

function entryList(entries: readonly SavedEntry[], words: OfflineWords, timeZone?: string): string {
  const savedOn = words.text.savedOn;
  // Equal labels are told apart by their path.
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.label, (counts.get(e.label) ?? 0) + 1);
  const items = entries.map((e) => {
    const label = (counts.get(e.label) ?? 0) > 1 ? `${e.label} (${e.path})` : e.label;
    const saved = e.savedAt ? `<span>${withTime(savedOn, e.savedAt, words, timeZone)}</span>` : '';
    return `<li><a href="${escapeHtml(safePath(e.path))}">${escapeHtml(label)}</a>${saved}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

export interface OfflinePageOptions {
  words: OfflineWords;
  /** The path asked for, to try again. */
  path: string;
  /** The device is offline (else the site did not answer). */
  offline: boolean;
  pages: readonly SavedEntry[];
  documents: readonly SavedEntry[];
  timeZone?: string;
}

/** For a failed navigation with no copy: what can be opened offline. */
export function offlinePage({ words, path, offline, pages, documents, timeZone }: OfflinePageOptions): string {
  const T = words.text;
  const title = offline ? T.offlinePageTitle : T.unreachablePageTitle;
  let body =
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(T.offlinePageIntro)}</p>` +
    callLink(words) +
    `<p><a class="button" href="${escapeHtml(safePath(path))}">${escapeHtml(T.tryAgain)}</a></p>`;
  if (pages.length > 0) body += `<h2>${escapeHtml(T.savedPagesHeading)}</h2>${entryList(pages, words, timeZone)}`;
  if (documents.length > 0)
    body += `<h2>${escapeHtml(T.savedDocumentsHeading)}</h2>${entryList(documents, words, timeZone)}`;
  if (pages.length === 0 && documents.length === 0) body += `<p>${escapeHtml(T.nothingSaved)}</p>`;
  return htmlDocument(title, body, words);
}

/** For a form posted while offline or unanswered: not sent, nothing kept, try later. */
export function formNotSentPage(formPath: string, offline: boolean, words: OfflineWords): string {
  const T = words.text;
  const why = offline ? T.formNotSentOffline : T.formNotSentUnreachable;
  const body =
    `<h1>${escapeHtml(T.formNotSentTitle)}</h1><p>${escapeHtml(why)} ${escapeHtml(T.formNothingKept)}</p><p>${escapeHtml(T.formTryAgain)}</p>` +
    `<p><a class="button" href="${escapeHtml(safePath(formPath))}">${escapeHtml(T.backToForm)}</a></p>` +
    callLink(words) +
    `<p><a href="/">${escapeHtml(T.home)}</a></p>`;
  return htmlDocument(T.formNotSentTitle, body, words);
}
