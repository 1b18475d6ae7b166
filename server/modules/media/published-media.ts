import { LRUCache } from 'lru-cache';

// Which provider files the media routes may fetch (docs/design.md, "What the media routes serve"): exactly those that public
// content links to. The token the server adds reaches every file under the provider's folders,
// including ones the school never published (transfer certificates are pupils' records), so a
// path that no list, album or school.yaml names is a 404 before any provider call.
//
// Each source (a provider list, one album, the content folder) hands over the paths it published
// whenever it is loaded; its set replaces the one before, so a file taken off a list stops being
// served with the next refresh. A path is allowed while at least one source names it.

/** Albums beyond this many leave the set, least recently loaded first; lists never do. */
const MAX_SOURCES = 5000;

/** A miss can ask for the lists again, at most this often: what was published since shows up. */
export const REFRESH_INTERVAL_MS = 10_000;

export interface PublishedMediaOptions {
  /** Reloads every public list from the provider (each reload hands its paths over). */
  refresh?: () => Promise<unknown>;
  refreshIntervalMs?: number;
  now?: () => number;
}

export class PublishedMedia {
  readonly #counts = new Map<string, number>();
  readonly #sources: LRUCache<string, ReadonlySet<string>>;
  readonly #refresh: (() => Promise<unknown>) | undefined;
  readonly #intervalMs: number;
  readonly #now: () => number;
  #lastRefresh = Number.NEGATIVE_INFINITY;
  #refreshing: Promise<void> | null = null;
  #refreshes = 0;

  constructor(opts: PublishedMediaOptions = {}) {
    this.#refresh = opts.refresh;
    this.#intervalMs = opts.refreshIntervalMs ?? REFRESH_INTERVAL_MS;
    this.#now = opts.now ?? Date.now;
    this.#sources = new LRUCache({
      max: MAX_SOURCES,
      // Called for a replaced set as well as an evicted one: its paths lose this source.
      dispose: (paths) => {
        for (const path of paths) {
          const left = (this.#counts.get(path) ?? 0) - 1;
          if (left > 0) this.#counts.set(path, left);
          else this.#counts.delete(path);
        }
      },
    });
  }

  /** The paths `source` publishes now, replacing what it published before. */
  publish(source: string, paths: Iterable<string>): void {
    const set = new Set(paths);
    // Counted before the old set is disposed, so a path in both never drops to zero.
    for (const path of set) this.#counts.set(path, (this.#counts.get(path) ?? 0) + 1);
    this.#sources.set(source, set);
  }

  /** True when `path` is published by `source` and by no other. */
  onlyFrom(source: string, path: string): boolean {
    return this.#counts.get(path) === 1 && this.publishedBy(source, path);
  }

  /** True when `source` publishes `path` now, whoever else does. */
  publishedBy(source: string, path: string): boolean {
    return this.#sources.peek(source)?.has(path) ?? false;
  }

  /** True when some source publishes `path` now. */
  has(path: string): boolean {
    return this.#counts.has(path);
  }

  /**
   * True when `path` is published. An unknown path may have been published since the lists were
   * loaded: it waits for one reload of them, shared by every miss at the time and started at most
   * once per interval, so a flood of made-up paths costs the provider nothing more.
   */
  async allows(path: string): Promise<boolean> {
    if (this.has(path)) return true;
    if (!this.#refresh) return false;
    if (!this.#refreshing) {
      if (this.#now() - this.#lastRefresh < this.#intervalMs) return false;
      this.#lastRefresh = this.#now();
      this.#refreshes += 1;
      this.#refreshing = this.#refresh()
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          this.#refreshing = null;
        });
    }
    await this.#refreshing;
    return this.has(path);
  }

  /** How many distinct paths are published (for the metrics and tests). */
  get size(): number {
    return this.#counts.size;
  }

  /** How many reloads misses have started. */
  get refreshes(): number {
    return this.#refreshes;
  }
}

/**
 * The provider files the content folder links to: school.yaml's PDFs, and the /pdf/ and
 * /bff/media/ links written in its pages.
 */
export function contentMediaPaths(pdfPaths: Iterable<string>, pageHtml: Iterable<string>): Set<string> {
  const paths = new Set(pdfPaths);
  for (const html of pageHtml) {
    for (const [, kind, rest] of html.matchAll(/href="\/(pdf|bff\/media)\/([^"?#]+)/g)) {
      let path: string;
      try {
        path = rest!.split('/').map(decodeURIComponent).join('/');
      } catch {
        continue;
      }
      paths.add(kind === 'pdf' ? `public/pdf/${path}` : path);
    }
  }
  return paths;
}
