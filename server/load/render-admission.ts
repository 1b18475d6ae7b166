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
 * A page not yet rendered costs a render: each address may ask for so many a minute, and all
 * addresses together for so many a second. A page held (fresh or not), or one being rendered for
 * someone else, is never counted, so visitors reading the site never meet either limit.
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
  // One request at a time until its render has started: the next for the same page joins it, and
  // the rate limiter's shared counter is read exactly (docs/design.md, "Page renders take turns").
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
