// Load shedding (@fastify/under-pressure measures; this decides what to refuse). Past the
// configured event-loop delay or heap, work that is not already cached (a page render, an image
// resize, a cold list from the provider) is refused with 503 and Retry-After, so the answers that
// are cached keep flowing instead of queueing behind work the server cannot keep up with.

/** True while the server is past its load-shedding thresholds. */
export type Busy = () => boolean;

/** Which limit refused the work, for the operator's log line (never shown to visitors). */
export type BusyLimit = 'load (SHED_*)' | 'render line full' | 'resize line full' | 'renders for everyone';

/** Uncached work refused while the server is busy: 503 with Retry-After (error-handler.ts). */
export class BusyError extends Error {
  override name = 'BusyError';
  readonly statusCode = 503;
  readonly limit: BusyLimit;
  constructor(limit: BusyLimit = 'load (SHED_*)') {
    super('The site is busy right now. Please try again in a few seconds.');
    this.limit = limit;
  }
}
