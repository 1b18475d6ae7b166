import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// Caches are bounded by what their entries really hold: after a flood of distinct keys, memory
// stays within 1.5 times the configured bound (a flood of unique searches once held 580 bytes an
// answer where 180 were counted, and 200,000 of them took 150 MB against a 16 MB bound).
describe('cache bounds under a flood of distinct keys', () => {
  it("holds unique searches within 1.5x the answers' bound, and 404s of unpublished files at next to nothing", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--expose-gc', join(import.meta.dirname, 'testing', 'fill-caches.ts')],
      {
        env: { ...process.env, FILL_CACHE_MAX_BYTES: String(16 * 1024 * 1024), FILL_COUNT: '20000' },
        timeout: 90_000,
      },
    );
    const result = JSON.parse(stdout.trim().split('\n').pop()!) as {
      responseBound: number;
      searches: { statuses: Record<string, number>; grewBytes: number };
      misses: { statuses: Record<string, number>; grewBytes: number };
    };
    expect(result.searches.statuses).toEqual({ 200: 20_000 });
    expect(result.misses.statuses).toEqual({ 404: 20_000 });
    expect(result.searches.grewBytes).toBeLessThanOrEqual(1.5 * result.responseBound);
    // Far more answers than fit: the bound was reached, so the figure above measures it.
    expect(result.searches.grewBytes).toBeGreaterThan(0.25 * result.responseBound);
    expect(result.misses.grewBytes).toBeLessThan(1024 * 1024);
  }, 120_000);
});
