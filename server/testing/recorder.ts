import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { INTERNAL_ERROR_MARKERS } from '../../demo-provider/app.ts';
import { startHarness, type Harness } from './harness.ts';

/** The provider calls that failed, in order, as the server logged them. */
export function upstreamFailures(h: Harness): Array<{ upstream: string; outcome: string }> {
  return h.logs
    .map((line) => JSON.parse(line) as { msg?: string; upstream: string; outcome: string })
    .filter((line) => line.msg === 'provider call failed')
    .map(({ upstream, outcome }) => ({ upstream, outcome }));
}

export interface Recorder {
  /** Everything any test of the file received, to prove the token never leaves the server. */
  seen: string[];
  /** Keeps a response's headers and body in `seen`, and hands the response back. */
  record(res: LightMyRequestResponse): LightMyRequestResponse;
  /** Adds a harness whose token the check looks for, in `seen` and in that harness's log lines. */
  watch(h: Harness): Harness;
  /**
   * The file's last test: at least `atLeast` entries were recorded, and none of them (nor any
   * watched harness's log line) holds a watched provider token or an internal error marker.
   */
  expectNothingLeaked(atLeast: number): void;
  /**
   * A watched harness for the enclosing block, started before its first test and closed after its
   * last, with `get` and `post` that record what they receive.
   */
  useHarness(): RecordedHarness;
}

export interface RecordedHarness {
  h: Harness;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
}

/** One recorder per test file: record what its tests receive, and check it all at the end. */
export function responseRecorder(): Recorder {
  const seen: string[] = [];
  const watched: Harness[] = [];
  const record = (res: LightMyRequestResponse) => {
    seen.push(JSON.stringify(res.headers), res.body);
    return res;
  };
  const watch = (h: Harness) => {
    watched.push(h);
    return h;
  };
  return {
    seen,
    record,
    watch,
    expectNothingLeaked(atLeast) {
      expect(watched.length).toBeGreaterThan(0);
      expect(seen.length).toBeGreaterThanOrEqual(atLeast);
      const received = seen.join('\n');
      for (const h of watched) {
        expect(received).not.toContain(h.token);
        expect(h.logs.join('\n')).not.toContain(h.token);
      }
      for (const marker of INTERNAL_ERROR_MARKERS) expect(received).not.toContain(marker);
    },
    useHarness() {
      const h = {} as Harness;
      beforeAll(async () => {
        watch(Object.assign(h, await startHarness()));
      });
      afterAll(async () => {
        await h.close();
      });
      return {
        h,
        get: async (url, headers = {}) => record(await h.app.inject({ method: 'GET', url, headers })),
        post: async (url, payload) => record(await h.app.inject({ method: 'POST', url, payload: payload as object })),
      };
    },
  };
}
