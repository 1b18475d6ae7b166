// How a provider call fails: route, kind, and a message for logs only.

export type ProviderRoute =
  | 'topper'
  | 'notification'
  | 'highlight'
  | 'birthdays'
  | 'events'
  | 'news'
  | 'onlineRegistration'
  | 'gallery'
  | 'galleryAll'
  | 'newsAll'
  | 'eventsAll'
  | 'subGallery'
  | 'tc'
  | 'form'
  | 'image';

export type UpstreamFailure = 'timeout' | 'network' | 'status' | 'malformed' | 'too-large';

/** A provider call that failed. Its message is for logs only; visitors get a fixed text. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly route: ProviderRoute;
  readonly kind: UpstreamFailure;
  readonly status: number | undefined;
  constructor(route: ProviderRoute, kind: UpstreamFailure, status?: number) {
    super(`provider ${route} failed: ${kind}${status ? ` ${status}` : ''}`);
    this.route = route;
    this.kind = kind;
    this.status = status;
  }
}

/** Any failure of a call (a timeout, a dropped connection) as an UpstreamError of `route`. */
export function toUpstreamError(route: ProviderRoute, err: unknown, status?: number): UpstreamError {
  if (err instanceof UpstreamError) return err;
  const e = err as { name?: string; code?: string };
  const timedOut =
    e?.name === 'TimeoutError' ||
    e?.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    e?.code === 'UND_ERR_BODY_TIMEOUT' ||
    e?.name === 'AbortError';
  return new UpstreamError(route, timedOut ? 'timeout' : 'network', status);
}
