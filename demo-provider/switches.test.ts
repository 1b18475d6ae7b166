import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_BYTES } from '../server/provider/client.ts';
import { INTERNAL_ERROR_MARKERS, OVERSIZED_BYTES, defaultSwitches, mergeSwitches, startDemoProvider } from './app.ts';
import type { DemoProvider, StartedDemoProvider } from './app.ts';
import { AUTH, NOW, SCHOOL_CODE, SCHOOL_ID, TOKEN, buildTestProvider, tempDir } from './testing.ts';

let provider: DemoProvider;
let cache: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  cache = await tempDir();
  provider = await buildTestProvider({ imageCacheDir: cache.dir });
});

afterEach(() => {
  vi.useRealTimers();
  provider.reset();
});

afterAll(async () => {
  await provider.app.close();
  await cache.remove();
});

const NEWS_ALL = `/api/news/all/${SCHOOL_CODE}`;
const TOPPERS = `/api/topper/${SCHOOL_ID}`;

function get(url: string) {
  return provider.app.inject({ url, headers: AUTH });
}

/**
 * The provider's sleeps (`node:timers/promises`) and Date on a fake clock that only the test moves.
 * The same switches' wall-clock figures are `npm run bench`'s (bench/timings.ts).
 */
function fakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], fakeNodeBuiltins: true });
}

/** Resolves once `n` fake timers are pending, letting real I/O run meanwhile. */
async function untilTimers(n: number): Promise<void> {
  while (vi.getTimerCount() < n) await new Promise((resolve) => setImmediate(resolve));
}

/** Whether `promise` has settled, after letting pending I/O callbacks run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('switches', () => {
  it('start at their defaults', () => {
    expect(provider.switches).toEqual({
      latencyMs: 0,
      hang: false,
      failStatus: null,
      failRate: 0,
      malformedJson: false,
      htmlError: false,
      drip: false,
      oversized: false,
      only: [],
    });
    expect(defaultSwitches()).toEqual(provider.switches);
  });

  it('latencyMs delays the answer, which is otherwise unchanged', async () => {
    const normal = await get(NEWS_ALL);
    fakeClock();
    provider.switches.latencyMs = 150;
    const started = Date.now();
    const slow = get(NEWS_ALL);
    await untilTimers(1);
    await vi.advanceTimersByTimeAsync(149);
    expect(await settled(slow), 'answered before the latency passed').toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const res = await slow;
    expect(Date.now() - started).toBe(150);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(normal.body);
  });

  it('drip sends the status at once and the real answer one byte a second', async () => {
    provider.switches.drip = true;
    const address = await provider.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      fakeClock();
      const started = Date.now();
      // The status, the headers and the first byte come before the clock moves at all.
      const res = await fetch(`${address}${TOPPERS}`, { headers: AUTH });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      expect((await reader.read()).value).toHaveLength(1);
      expect(Date.now() - started).toBe(0);
      // Each further byte waits one second of the clock.
      for (const second of [1, 2]) {
        const next = reader.read();
        await vi.advanceTimersByTimeAsync(999);
        expect(await settled(next), `byte ${second + 1} came early`).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect((await next).value).toHaveLength(1);
        expect(Date.now() - started).toBe(second * 1000);
      }
      await reader.cancel();
    } finally {
      vi.useRealTimers();
      await provider.app.close();
      provider = await buildTestProvider({ imageCacheDir: cache.dir });
    }
  });

  it("oversized answers 200 with a JSON body past the BFF's 2 MB limit", async () => {
    provider.switches.oversized = true;
    const res = await get(NEWS_ALL);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeGreaterThan(MAX_JSON_BYTES);
    expect(res.rawPayload.length).toBeLessThanOrEqual(OVERSIZED_BYTES);
    expect(res.body.startsWith('[0,0,')).toBe(true);
  });

  it('failStatus answers that status with internal-looking text on every request', async () => {
    provider.switches.failStatus = 502;
    for (let i = 0; i < 3; i++) {
      const res = await get(NEWS_ALL);
      expect(res.statusCode).toBe(502);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toContain('db password');
      for (const marker of INTERNAL_ERROR_MARKERS) expect(res.body).toContain(marker);
    }
  });

  it('failRate fails that share of requests with 500, deterministically', async () => {
    const run = async (p: DemoProvider): Promise<number[]> => {
      p.switches.failRate = 0.5;
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await p.app.inject({ url: NEWS_ALL })).statusCode);
      return statuses;
    };
    const first = await run(provider);
    const failures = first.filter((s) => s === 500).length;
    expect(new Set(first)).toEqual(new Set([200, 500]));
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);

    // Same sequence from a fresh provider and after reset().
    const other = await buildTestProvider({ imageCacheDir: cache.dir });
    expect(await run(other)).toEqual(first);
    await other.app.close();
    provider.reset();
    expect(await run(provider)).toEqual(first);

    provider.switches.failStatus = 503;
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i++) statuses.add((await get(NEWS_ALL)).statusCode);
    expect(statuses).toEqual(new Set([200, 503]));

    provider.switches.failRate = 1;
    expect((await get(NEWS_ALL)).statusCode).toBe(503);
  });

  it('malformedJson answers 200 with a truncated JSON body', async () => {
    const normal = await get(NEWS_ALL);
    provider.switches.malformedJson = true;
    for (const url of [
      NEWS_ALL,
      TOPPERS,
      `/api/news/${SCHOOL_ID}`,
      `/api/subGallery?id=${provider.data.gallery[0]!._id}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(() => JSON.parse(res.body)).toThrow();
    }
    const truncated = await get(NEWS_ALL);
    expect(normal.body.startsWith(truncated.body)).toBe(true);
    expect(truncated.body.length).toBeLessThan(normal.body.length);
    // Even a file route answers a broken JSON document instead of the file.
    const pdf = await get('/public/pdf/Fee-Structure-2025-2026.pdf');
    expect(pdf.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(() => JSON.parse(pdf.body)).toThrow();
  });

  it('htmlError answers 503 with an HTML page', async () => {
    provider.switches.htmlError = true;
    const res = await get(NEWS_ALL);
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html>');
    expect(() => JSON.parse(res.body)).toThrow();
  });

  it('only limits the switches to the listed route keys', async () => {
    provider.switches.htmlError = true;
    provider.switches.only = ['newsAll', 'subGallery'];
    expect((await get(NEWS_ALL)).statusCode).toBe(503);
    expect((await get(TOPPERS)).statusCode).toBe(200);
    expect((await get(`/api/news/${SCHOOL_ID}`)).statusCode).toBe(200);
    expect((await get('/api/subGallery?id=nope')).statusCode).toBe(503);
  });

  it('leave the control routes alone', async () => {
    provider.switches.htmlError = true;
    provider.switches.failStatus = 500;
    const res = await provider.app.inject({ url: '/__demo/stats', headers: AUTH });
    expect(res.statusCode).toBe(200);
  });

  it('still check auth first on AUTH routes', async () => {
    provider.switches.htmlError = true;
    expect((await provider.app.inject({ url: TOPPERS })).statusCode).toBe(401);
  });

  it('mergeSwitches checks every field before changing any', () => {
    const s = defaultSwitches();
    expect(mergeSwitches(s, { failRate: 0.25, failStatus: 504, only: ['image'] })).toBeNull();
    expect(s).toMatchObject({ failRate: 0.25, failStatus: 504, only: ['image'] });
    expect(mergeSwitches(s, { failStatus: null, latencyMs: 'slow' })).toMatch(/latencyMs/);
    expect(s.failStatus).toBe(504);
    expect(mergeSwitches(s, null)).toMatch(/object/);
  });
});

describe('a started provider', () => {
  let started: StartedDemoProvider;
  let closed = false;

  beforeAll(async () => {
    started = await startDemoProvider({ token: TOKEN, schoolCode: SCHOOL_CODE, now: NOW, imageCacheDir: cache.dir });
  });

  afterAll(async () => {
    if (!closed) await started.close();
  });

  it('listens on an ephemeral loopback port and answers over HTTP', async () => {
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${started.url}/api/topper/${SCHOOL_CODE}`, { headers: AUTH });
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
    const photo = started.data.toppers[0]!.attachments[0]!;
    const image = await fetch(`${started.url}/api/image/${photo}`);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(Number(image.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('hang never answers, and close() ends hung and delayed requests', async () => {
    const outcomes: string[] = [];
    const ask = () =>
      fetch(`${started.url}${NEWS_ALL}`).then(
        (res) => `answered ${res.status}`,
        () => 'connection closed',
      );
    const arrived = async (n: number) => {
      while (started.callCount('newsAll') < n) await new Promise((resolve) => setImmediate(resolve));
    };
    started.switches.hang = true;
    started.switches.only = ['newsAll'];
    const hung = ask().then((outcome) => (outcomes.push(outcome), outcome));
    await arrived(1);
    started.switches.latencyMs = 60_000;
    const delayed = ask().then((outcome) => (outcomes.push(outcome), outcome));
    await arrived(2);
    expect(outcomes, 'neither is answered while the provider runs').toEqual([]);

    // close() does not wait out the hang or the 60 s latency (the test's own timeout would).
    await started.close();
    closed = true;
    expect(await hung).toBe('connection closed');
    expect(await delayed).toBe('connection closed');
  });
});
