import type { DemoProvider } from '../demo-provider/app.ts';
import { startHarness } from '../server/testing/harness.ts';

/** The BFF on a demo provider, listening on loopback, for the benchmarks' load. */
export async function startBenchSite(): Promise<{ base: string; provider: DemoProvider; close(): Promise<void> }> {
  // The tests' harness, with the built client (the image bench loads real pages) and no log capture.
  const harness = await startHarness({}, { clientDist: undefined, logger: false });
  const base = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  return { base, provider: harness.provider, close: () => harness.close() };
}
