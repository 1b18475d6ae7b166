// The pages open before the worker started, saved from the browser's HTTP cache: never downloaded again.

/** A request the browser answers from its HTTP cache alone (fresh or stale), or fails: no network. */
export function heldCopyRequest(url: string): Request {
  return new Request(url, { credentials: 'same-origin', mode: 'same-origin', cache: 'only-if-cached' });
}

/** The /assets/ files an HTML page names in src or href. */
export function assetsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/\s(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]!))];
}

export interface OpenPages {
  /** The windows of the worker's origin, controlled or not. */
  windows: () => Promise<readonly { url: string }[]>;
  origin: string;
  /** Pages never saved (the /bff, searches). */
  skip: (url: URL) => boolean;
  /** Saves the page's held copy (held-copy.ts); undefined when the browser holds none. */
  savePage: (url: string) => Promise<Response | undefined>;
  saveAsset: (url: string) => Promise<unknown>;
  /** Between two pieces of work, so none is a long task on a slow phone. */
  pause: () => Promise<void>;
}

/** Saves each open page and the files it names, one at a time, from what the browser already holds. */
export async function saveOpenPages(open: OpenPages): Promise<void> {
  for (const client of await open.windows()) {
    const url = new URL(client.url);
    if (url.origin !== open.origin || open.skip(url)) continue;
    url.hash = '';
    await open.pause();
    const response = await open.savePage(url.href);
    if (!response?.ok || !/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) continue;
    const html = await response.text();
    for (const file of assetsOf(html)) {
      await open.pause();
      await open.saveAsset(new URL(file, open.origin).href);
    }
  }
}
