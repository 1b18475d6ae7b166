import type { DemoProvider } from '../demo-provider/app.ts';
import { startHarness } from '../server/testing/harness.ts';

/** The BFF on a demo provider, listening on loopback, for the benchmarks' load. */
export async function startBenchSite(): Promise<{ base: string; provider: DemoProvider; close(): Promise<void> }> {
  // The tests' harness with the built client, no log capture, and production's guards and timeouts.
  const harness = await startHarness(
    { SHED_EVENT_LOOP_DELAY_MS: '1000', UPSTREAM_TIMEOUT_MS: '5000' },
    { clientDist: undefined, logger: false, measureLoad: true },
  );
  const base = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  return { base, provider: harness.provider, close: () => harness.close() };
}
