// A Workbox strategy that saves the browser's own copy of a URL (open-pages.ts): no network.
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { heldCopyRequest } from './open-pages.ts';

/** Saves what the browser's HTTP cache holds, through the strategy's plugins (what is kept, the bounds); a miss fails. */
export class HeldCopy extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    return handler.fetchAndCachePut(heldCopyRequest(request.url));
  }
}
