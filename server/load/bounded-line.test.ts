import { describe, expect, it } from 'vitest';
import { boundedLine } from './bounded-line.ts';
import { BusyError } from './busy.ts';

/** Work that ends when the test says so. */
function held() {
  let finish!: (value: string) => void;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('a bounded line of renders or resizes', () => {
  it('runs two at once, lets three wait, and refuses the sixth at once with a 503', async () => {
    const line = boundedLine(2, 3, 'resize line full');
    const jobs = Array.from({ length: 5 }, held);
    const running = jobs.map((j) => line.run(j.work));
    expect(line.size).toBe(5);
    expect(line.full).toBe(true);
    const refused = line.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(BusyError);
    // Named for the operator's log line.
    await expect(refused).rejects.toMatchObject({ statusCode: 503, limit: 'resize line full' });
    // The refused one took no place in the line.
    expect(line.size).toBe(5);
    jobs.forEach((j, i) => j.finish(`job ${i}`));
    await expect(Promise.all(running)).resolves.toEqual(['job 0', 'job 1', 'job 2', 'job 3', 'job 4']);
  });

  it('is not full one short of its bound, and takes work again once some has finished', async () => {
    const line = boundedLine(1, 2, 'render line full');
    const first = held();
    const second = held();
    const a = line.run(first.work);
    const b = line.run(second.work);
    expect(line.size).toBe(2);
    expect(line.full).toBe(false);
    const third = held();
    const c = line.run(third.work);
    expect(line.full).toBe(true);
    first.finish('a');
    await a;
    // The line moves on: the one that waited is under way, and there is room for one more.
    await new Promise((resolve) => setImmediate(resolve));
    expect(line.size).toBe(2);
    expect(line.full).toBe(false);
    const d = line.run(async () => 'd');
    second.finish('b');
    third.finish('c');
    await expect(Promise.all([b, c, d])).resolves.toEqual(['b', 'c', 'd']);
    expect(line.size).toBe(0);
  });

  it('runs only as many at once as it is given; the rest start as turns free up', async () => {
    const line = boundedLine(2, 10, 'render line full');
    let running = 0;
    let most = 0;
    const job = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    };
    await Promise.all(Array.from({ length: 8 }, () => line.run(job)));
    expect(most).toBe(2);
  });

  it('with no room to wait, refuses whatever comes while its turns are taken', async () => {
    const line = boundedLine(1, 0, 'render line full');
    const first = held();
    const a = line.run(first.work);
    expect(line.full).toBe(true);
    await expect(line.run(async () => 'second')).rejects.toBeInstanceOf(BusyError);
    first.finish('first');
    await expect(a).resolves.toBe('first');
    await expect(line.run(async () => 'later')).resolves.toBe('later');
  });

  it('passes a failure on to its caller and frees the turn', async () => {
    const line = boundedLine(1, 0, 'render line full');
    await expect(line.run(async () => Promise.reject(new Error('the provider failed')))).rejects.toThrow(
      'the provider failed',
    );
    expect(line.size).toBe(0);
    await expect(line.run(async () => 'next')).resolves.toBe('next');
  });
});
