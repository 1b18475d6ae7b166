import { randomBytes } from 'node:crypto';
import { startDemoProvider, type DemoProvider } from '../demo-provider/app.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';

/** The BFF on a demo provider, listening on loopback, for the benchmarks' load. */
export async function startBenchSite(): Promise<{ base: string; provider: DemoProvider; close(): Promise<void> }> {
  const token = randomBytes(16).toString('hex');
  const provider = await startDemoProvider({ token, schoolCode: 'DEMO01' });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', SCHOOL_CODE: 'DEMO01' }),
    providerUrl: provider.url,
    providerToken: token,
    logger: false,
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base,
    provider,
    async close() {
      await app.close();
      await provider.close();
    },
  };
}
