// The fault switches: what they are, their defaults and the checked merge that sets them.

export interface DemoSwitches {
  /** Added delay before every answer. */
  latencyMs: number;
  /** Never answer: the connection stays open until the provider closes. */
  hang: boolean;
  /**
   * Answer this status with a JSON error full of internal-looking text (see
   * INTERNAL_ERROR_MARKERS). Alone it fails every request; with failRate > 0 it is the status
   * of the random failures.
   */
  failStatus: number | null;
  /** 0..1 probability of failing with failStatus ?? 500, from a seeded PRNG (deterministic). */
  failRate: number;
  /** 200 with a truncated JSON body and content-type application/json. */
  malformedJson: boolean;
  /** 503 with an HTML error page, content-type text/html. */
  htmlError: boolean;
  /** The real answer, one byte a second: each gap is short, the whole answer takes minutes. */
  drip: boolean;
  /** The route does its work (a form is recorded), then answers 200 with a JSON body of OVERSIZED_BYTES (past the BFF's limit) instead. */
  oversized: boolean;
  /** Route keys the switches apply to; empty means all routes. */
  only: string[];
}

export const ROUTE_KEYS = [
  'topper',
  'notification',
  'highlight',
  'birthdays',
  'events',
  'news',
  'onlineRegistration',
  'gallery',
  'galleryAll',
  'newsAll',
  'eventsAll',
  'subGallery',
  'tc',
  'form',
  'image',
  'pdf',
] as const;
export type RouteKey = (typeof ROUTE_KEYS)[number];

export function defaultSwitches(): DemoSwitches {
  return {
    latencyMs: 0,
    hang: false,
    failStatus: null,
    failRate: 0,
    malformedJson: false,
    htmlError: false,
    drip: false,
    oversized: false,
    only: [],
  };
}

/**
 * Merges a partial switches object (from tests or POST /__demo/switches) after checking every
 * field, so a bad request changes nothing. Returns an error message or null.
 */
export function mergeSwitches(target: DemoSwitches, patch: unknown): string | null {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return 'switches must be a JSON object';
  const next: DemoSwitches = { ...target, only: [...target.only] };
  for (const [key, value] of Object.entries(patch)) {
    switch (key) {
      case 'latencyMs':
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 600_000)
          return 'latencyMs must be a number from 0 to 600000';
        next.latencyMs = value;
        break;
      case 'failRate':
        if (typeof value !== 'number' || !(value >= 0 && value <= 1)) return 'failRate must be a number from 0 to 1';
        next.failRate = value;
        break;
      case 'failStatus':
        if (value !== null && (typeof value !== 'number' || !Number.isInteger(value) || value < 400 || value > 599)) {
          return 'failStatus must be null or an integer from 400 to 599';
        }
        next.failStatus = value;
        break;
      case 'hang':
      case 'malformedJson':
      case 'htmlError':
      case 'drip':
      case 'oversized':
        if (typeof value !== 'boolean') return `${key} must be a boolean`;
        next[key] = value;
        break;
      case 'only':
        if (
          !Array.isArray(value) ||
          !value.every((k) => typeof k === 'string' && (ROUTE_KEYS as readonly string[]).includes(k))
        ) {
          return `only must be a list of route keys: ${ROUTE_KEYS.join(', ')}`;
        }
        next.only = [...(value as string[])];
        break;
      default:
        return `unknown switch "${key}"`;
    }
  }
  Object.assign(target, next);
  return null;
}
