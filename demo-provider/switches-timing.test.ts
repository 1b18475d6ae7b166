import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoProvider } from './app.ts';
import type { StartedDemoProvider } from './app.ts';
import { resetAfterEach, useTestProvider } from './provider.fixtures.ts';
import { AUTH, NOW, SCHOOL_CODE, SCHOOL_ID, TOKEN, buildTestProvider } from './testing.ts';

const demo = useTestProvider();
resetAfterEach(demo);

const NEWS_ALL = `/api/news/all/${SCHOOL_CODE}`;
const TOPPERS = `/api/topper/${SCHOOL_ID}`;
const get = (url: string) => demo.get(url, AUTH);

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
  it('latencyMs delays the answer, which is otherwise unchanged', async () => {
    const normal = await get(NEWS_ALL);
    fakeClock();
    demo.provider.switches.latencyMs = 150;
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
    demo.provider.switches.drip = true;
    const address = await demo.provider.app.listen({ port: 0, host: '127.0.0.1' });
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
      await demo.provider.app.close();
      demo.provider = await buildTestProvider({ imageCacheDir: demo.cache.dir });
    }
  });
});

describe('a started provider', () => {
  let started: StartedDemoProvider;
  let closed = false;

  beforeAll(async () => {
    started = await startDemoProvider({
      token: TOKEN,
      schoolCode: SCHOOL_CODE,
      now: NOW,
      imageCacheDir: demo.cache.dir,
    });
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
    expect(outcomes, 'neither is answered while the demo.provider runs').toEqual([]);

    // close() does not wait out the hang or the 60 s latency (the test's own timeout would).
    await started.close();
    closed = true;
    expect(await hung).toBe('connection closed');
    expect(await delayed).toBe('connection closed');
  });
});
