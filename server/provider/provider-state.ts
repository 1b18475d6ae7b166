import type { ProviderRoute, UpstreamFailure } from './upstream-error.ts';

// The provider's health from its calls (/metrics, /readyz, one log line per change): unknown until a
// call ends, failing from the first failed call, up again from the first answer.

export type ProviderHealth = 'unknown' | 'up' | 'failing' | 'token-rejected';

export const PROVIDER_HEALTHS: readonly ProviderHealth[] = ['unknown', 'up', 'failing', 'token-rejected'];

/** The call that changed the state, for the log line that reports the change. */
export interface ProviderCall {
  route: ProviderRoute;
  outcome: 'ok' | UpstreamFailure;
  status?: number | undefined;
}

export type HealthChange = (health: ProviderHealth, previous: ProviderHealth, call: ProviderCall) => void;

const REJECTED = new Set([401, 403]);

interface RouteRecord {
  rejected: boolean;
  /** A call was answered since the start, so data is cached. */
  everOk: boolean;
}

export class ProviderState {
  readonly #routes = new Map<ProviderRoute, RouteRecord>();
  readonly #onChange: HealthChange | undefined;
  #lastCallOk: boolean | null = null;
  #lastFailure: ProviderCall | null = null;

  constructor(onChange?: HealthChange) {
    this.#onChange = onChange;
  }

  /** Fed from the provider client's every call. */
  record(route: ProviderRoute, outcome: 'ok' | UpstreamFailure, status?: number): void {
    const previous = this.health;
    const entry = this.#routes.get(route) ?? { rejected: false, everOk: false };
    this.#routes.set(route, entry);
    entry.rejected = outcome !== 'ok' && status !== undefined && REJECTED.has(status);
    if (outcome === 'ok') entry.everOk = true;
    this.#lastCallOk = outcome === 'ok';
    if (outcome !== 'ok') this.#lastFailure = { route, outcome, status };
    const health = this.health;
    if (health !== previous) this.#onChange?.(health, previous, { route, outcome, status });
  }

  /** Provider routes that refuse the token now. */
  rejectedRoutes(): ProviderRoute[] {
    return [...this.#routes].filter(([, r]) => r.rejected).map(([route]) => route);
  }

  /** Routes refusing the token with nothing cached to stand in. */
  rejectedUncovered(): ProviderRoute[] {
    return [...this.#routes].filter(([, r]) => r.rejected && !r.everOk).map(([route]) => route);
  }

  /** The last failed call, while the provider is failing. */
  get failure(): ProviderCall | null {
    return this.health === 'failing' ? this.#lastFailure : null;
  }

  get health(): ProviderHealth {
    if (this.rejectedRoutes().length > 0) return 'token-rejected';
    if (this.#lastCallOk === null) return 'unknown';
    return this.#lastCallOk ? 'up' : 'failing';
  }
}
