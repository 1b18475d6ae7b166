import { describe, expect, it } from 'vitest';
import { startHarness } from '../../testing/harness.ts';
import { announceReady } from './announce-ready.ts';

/** The lines the server logged with `msg`, parsed. */
const logged = (logs: string[], msg: RegExp) =>
  logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => msg.test(String(line.msg)));

describe('the start-up "ready" line', () => {
  it('comes only once /readyz answers 200, after one line saying why not yet', async () => {
    const h = await startHarness();
    h.provider.switches.failStatus = 503;
    const stop = announceReady(h.app, { school: 'test' }, 'site ready', { firstWaitMs: 20, maxWaitMs: 40 });
    try {
      await expect.poll(() => logged(h.logs, /^not ready yet/)).toHaveLength(1);
      expect(logged(h.logs, /^site ready$/)).toHaveLength(0);
      expect(logged(h.logs, /^not ready yet/)[0]).toMatchObject({
        level: 40,
        reason: 'provider unreachable and nothing cached yet',
      });

      h.provider.switches.failStatus = null;
      await expect.poll(() => logged(h.logs, /^site ready$/)).toHaveLength(1);
      expect(logged(h.logs, /^site ready$/)[0]).toMatchObject({ level: 30, school: 'test' });
      // Said once, however many checks failed before.
      expect(logged(h.logs, /^not ready yet/)).toHaveLength(1);
    } finally {
      stop();
      await h.close();
    }
  });

  it('stops asking once stopped', async () => {
    const h = await startHarness();
    h.provider.switches.failStatus = 503;
    const stop = announceReady(h.app, {}, 'site ready', { firstWaitMs: 10, maxWaitMs: 10 });
    try {
      await expect.poll(() => logged(h.logs, /^not ready yet/)).toHaveLength(1);
      stop();
      const checks = () => h.logs.filter((line) => line.includes('start-up readiness check')).length;
      const before = checks();
      h.provider.switches.failStatus = null;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(checks()).toBeLessThanOrEqual(before + 1);
      expect(logged(h.logs, /^site ready$/)).toHaveLength(0);
    } finally {
      await h.close();
    }
  });
});
