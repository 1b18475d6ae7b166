import type { ProviderRoute, UpstreamFailure } from './upstream-error.ts';

// The provider's health from the calls the site makes anyway (/metrics, /readyz).

export type ProviderHealth = 'up' | 'failing' | 'token-rejected';

/** After this long with no call answered, the provider counts as failing. */
export const FAILING_AFTER_MS = 60_000;

const REJECTED = new Set([401, 403]);

interface RouteRecord {
  rejected: boolean;
  /** A call was answered since the start, so data is cached. */
  everOk: boolean;
}

export class ProviderState {
  readonly #routes = new Map<ProviderRoute, RouteRecord>();
  readonly #now: () => number;
  #failingSince: number | null = null;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Fed from the provider client's every call. */
  record(route: ProviderRoute, outcome: 'ok' | UpstreamFailure, status?: number): void {
    const entry = this.#routes.get(route) ?? { rejected: false, everOk: false };
    this.#routes.set(route, entry);
    if (outcome === 'ok') {
      entry.rejected = false;
      entry.everOk = true;
      this.#failingSince = null;
      return;
    }
    entry.rejected = status !== undefined && REJECTED.has(status);
    this.#failingSince ??= this.#now();
  }

  /** Provider routes that refuse the token now. */
  rejectedRoutes(): ProviderRoute[] {
    return [...this.#routes].filter(([, r]) => r.rejected).map(([route]) => route);
  }

  /** Routes refusing the token with nothing cached to stand in. */
  rejectedUncovered(): ProviderRoute[] {
    return [...this.#routes].filter(([, r]) => r.rejected && !r.everOk).map(([route]) => route);
  }

  get health(): ProviderHealth {
    if (this.rejectedRoutes().length > 0) return 'token-rejected';
    if (this.#failingSince !== null && this.#now() - this.#failingSince >= FAILING_AFTER_MS) return 'failing';
    return 'up';
  }
}
