import { Pool, type Dispatcher } from 'undici';
import { toUpstreamError, UpstreamError, type ProviderRoute, type UpstreamFailure } from './upstream-error.ts';
import { nestsDeeperThan } from './json-depth.ts';
import { providerPaths } from './paths.ts';
import { discardBody, readLimited, requestBefore, unwrap } from './request.ts';

// The one way to the provider. Secrets (token, school code) are added here only; nothing from the
// visitor's request (cookies, authorization) is passed on.

export interface ProviderClientOptions {
  baseUrl: string;
  token: string;
  schoolCode: string;
  schoolId: string;
  timeoutMs: number;
  /** Largest JSON answer accepted, in bytes. */
  maxJsonBytes?: number;
  /** Told about every call, for logs and metrics. */
  onCall?: (route: ProviderRoute, ms: number, outcome: 'ok' | UpstreamFailure, status?: number) => void;
}

/** Largest JSON answer accepted by default, in bytes. */
export const MAX_JSON_BYTES = 2 * 1024 * 1024;

export interface ProviderStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Dispatcher.ResponseData['body'];
}

export class ProviderClient {
  readonly paths;
  /** The provider's host and port, for operators' log lines and /readyz (never the token). */
  readonly host: string;
  readonly #pool: Pool;
  readonly #downloads: Pool;
  readonly #prefix: string;
  readonly #opts: Required<Omit<ProviderClientOptions, 'onCall'>> & Pick<ProviderClientOptions, 'onCall'>;

  constructor(opts: ProviderClientOptions) {
    const url = new URL(opts.baseUrl);
    this.host = url.host;
    this.#prefix = url.pathname.replace(/\/+$/, '');
    // Far above any real list, and small enough that every call in flight may hold it while reading.
    this.#opts = { maxJsonBytes: MAX_JSON_BYTES, ...opts };
    // These timeouts bound gaps between bytes; each call's signal bounds it whole (a drip passes gap checks).
    const pool = () =>
      new Pool(url.origin, {
        connections: 32,
        keepAliveTimeout: 30_000,
        headersTimeout: opts.timeoutMs,
        bodyTimeout: opts.timeoutMs,
      });
    this.#pool = pool();
    // Downloads hold a connection as long as the visitor reads: their own pool, so lists and forms never wait.
    this.#downloads = pool();
    this.paths = providerPaths(opts.schoolId, opts.schoolCode);
  }

  #headers(extra?: Record<string, string>): Record<string, string> {
    return {
      authorization: `Bearer ${this.#opts.token}`,
      'x-school-code': this.#opts.schoolCode,
      'user-agent': 'school-website-bff',
      ...extra,
    };
  }

  #report(route: ProviderRoute, started: number, outcome: 'ok' | UpstreamFailure, status?: number): void {
    this.#opts.onCall?.(route, performance.now() - started, outcome, status);
  }

  /**
   * Calls a JSON route; returns the body unwrapped from `{ data }`, or `undefined` for a 404. A shared
   * `deadline` lets several calls for one answer share one UPSTREAM_TIMEOUT_MS.
   */
  async json(
    route: ProviderRoute,
    path: string,
    body?: unknown,
    deadline: AbortSignal = this.deadline(),
  ): Promise<unknown> {
    const started = performance.now();
    let status: number | undefined;
    try {
      const res = await requestBefore(this.#pool, {
        path: this.#prefix + path,
        method: body === undefined ? 'GET' : 'POST',
        headers: this.#headers({
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        }),
        body: body === undefined ? null : JSON.stringify(body),
        signal: deadline,
      });
      status = res.statusCode;
      // A refusal's body is not read: a dripping one would turn a quick answer into a timeout.
      if (status === 404) {
        discardBody(res.body);
        this.#report(route, started, 'ok', status);
        return undefined;
      }
      if (status < 200 || status >= 300) {
        discardBody(res.body);
        throw new UpstreamError(route, 'status', status);
      }
      if (Number(res.headers['content-length']) > this.#opts.maxJsonBytes) {
        discardBody(res.body);
        throw new UpstreamError(route, 'too-large', status);
      }
      const text = await readLimited(res.body, this.#opts.maxJsonBytes, route);
      // Measured before it is parsed: a deeply nested body would hold the event loop for seconds.
      if (nestsDeeperThan(text)) throw new UpstreamError(route, 'malformed', status);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new UpstreamError(route, 'malformed', status);
      }
      this.#report(route, started, 'ok', status);
      return unwrap(parsed);
    } catch (err) {
      const failure = toUpstreamError(route, err, status);
      this.#report(route, started, failure.kind, failure.status);
      throw failure;
    }
  }

  /**
   * Posts a form; a 2xx means recorded, whatever its body (not read, so a broken body cannot turn a
   * recorded submission into a failure the visitor would retry).
   */
  async submit(route: ProviderRoute, path: string, body: unknown): Promise<void> {
    const started = performance.now();
    let status: number | undefined;
    try {
      const res = await requestBefore(this.#pool, {
        path: this.#prefix + path,
        method: 'POST',
        headers: this.#headers({ accept: 'application/json', 'content-type': 'application/json' }),
        body: JSON.stringify(body),
        signal: this.deadline(),
      });
      status = res.statusCode;
      discardBody(res.body);
      if (status < 200 || status >= 300) throw new UpstreamError(route, 'status', status);
      this.#report(route, started, 'ok', status);
    } catch (err) {
      const failure = toUpstreamError(route, err, status);
      this.#report(route, started, failure.kind, failure.status);
      throw failure;
    }
  }

  /** Bounds one whole call: connecting, the headers and every byte of the body. */
  deadline(): AbortSignal {
    return AbortSignal.timeout(this.#opts.timeoutMs);
  }

  /**
   * Opens a media file as a stream, never following redirects; `signal` ends it. A `download` goes to
   * a visitor as it arrives, on the downloads' own connections.
   */
  async stream(
    relativePath: string,
    signal?: AbortSignal,
    opts: { download?: boolean; conditional?: Record<string, string> } = {},
  ): Promise<ProviderStream> {
    const started = performance.now();
    try {
      const res = await requestBefore(opts.download ? this.#downloads : this.#pool, {
        path: this.#prefix + this.paths.image(relativePath),
        method: 'GET',
        headers: this.#headers({ accept: 'image/*, application/pdf', ...opts.conditional }),
        signal: signal ?? null,
      });
      this.#report('image', started, res.statusCode >= 500 ? 'status' : 'ok', res.statusCode);
      return { status: res.statusCode, headers: res.headers, body: res.body };
    } catch (err) {
      const failure = toUpstreamError('image', err);
      this.#report('image', started, failure.kind);
      throw failure;
    }
  }

  /** A HEAD request for a media file: its status and headers, or null when it fails or times out. */
  async #head(relativePath: string): Promise<{ status: number; headers: Dispatcher.ResponseData['headers'] } | null> {
    try {
      const res = await requestBefore(this.#pool, {
        path: this.#prefix + this.paths.image(relativePath),
        method: 'HEAD',
        headers: this.#headers(),
        signal: AbortSignal.timeout(this.#opts.timeoutMs),
      });
      await res.body.dump();
      return { status: res.statusCode, headers: res.headers };
    } catch {
      return null;
    }
  }

  /** False only on 404/410: any other answer or failure counts as present, so a slow provider never blanks a photo. */
  async exists(relativePath: string): Promise<boolean> {
    const res = await this.#head(relativePath);
    return res?.status !== 404 && res?.status !== 410;
  }

  /** A file's content-length from a HEAD request, or null without a timely 2xx that has one. */
  async size(relativePath: string): Promise<number | null> {
    const res = await this.#head(relativePath);
    const length = Number(res?.headers['content-length']);
    return res && res.status >= 200 && res.status < 300 && Number.isSafeInteger(length) && length > 0 ? length : null;
  }

  async close(): Promise<void> {
    await Promise.all([this.#pool.close(), this.#downloads.close()]);
  }
}
