import type { FastifyInstance, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import type { Page, PageRenderer } from '../modules/pages/ssr.ts';

/** How a request for a page is let in: its page on the way, or why no render was spared for it. */
export type Admission =
  { page: Promise<Page> } | { refused: 'address'; retryAfterSeconds: number } | { refused: 'everyone' };

export interface RenderLimits {
  /** New pages one address may have rendered in a minute (PAGE_RENDERS_PER_MINUTE). */
  perAddressPerMinute: number;
  /** New pages rendered in a second over every address. */
  everyonePerSecond: number;
}

/**
 * A page not yet rendered costs a render. Each address may ask for only so many a minute, and all
 * addresses together for only so many a second: a flood from many addresses (each under its own
 * limit) had forced 42 renders a second, and with them the memory of the pages and their
 * compressed copies in the making (RSS 290 to 615 MB in 20 s). A page held (fresh or not), or one
 * being rendered for someone else, costs nothing and is never counted, so visitors reading the
 * site never meet either limit.
 */
export function renderAdmission(
  app: FastifyInstance,
  limits: RenderLimits,
): (request: FastifyRequest, renderer: PageRenderer) => Promise<Admission> {
  const perAddress = app.createRateLimit({ max: limits.perAddressPerMinute, timeWindow: 60_000 });
  const everyone = app.createRateLimit({
    max: limits.everyonePerSecond,
    timeWindow: 1000,
    // Stryker disable next-line StringLiteral: one key for every request is what matters, not its text.
    keyGenerator: () => 'every address',
  });
  // Requests are let in one at a time, each until its render has started (so the next one for the
  // same page joins it instead of counting again). It also keeps the limits exact: the library's
  // memory store hands every caller the same counter object, read after an await, so checks made
  // together all saw the last count (16 at once were all refused where 10 were due).
  const oneAtATime = pLimit(1);
  const admit = (request: FastifyRequest, renderer: PageRenderer): Promise<Admission> =>
    oneAtATime(async () => {
      if (renderer.needsRender(request.url)) {
        const own = await perAddress(request);
        if (!own.isAllowed && own.isExceeded) return { refused: 'address', retryAfterSeconds: own.ttlInSeconds };
        const all = await everyone(request);
        if (!all.isAllowed && all.isExceeded) return { refused: 'everyone' };
      }
      // Not awaited here: the render has started (or joined one), and the next request may come in.
      return { page: renderer.page(request.url) };
    });
  // Only a request that would start a render waits its turn to be let in.
  return (request, renderer) =>
    renderer.needsRender(request.url)
      ? admit(request, renderer)
      : Promise.resolve({ page: renderer.page(request.url) });
}
