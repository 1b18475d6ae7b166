import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { startDemoProvider, type DemoProvider } from '../../demo-provider/app.ts';
import { buildApp, type App, type BuildAppOptions } from '../app.ts';
import { loggerOptions } from '../logging.ts';
import { loadConfig } from '../config.ts';

export interface Harness {
  app: App;
  provider: DemoProvider & { url: string; close(): Promise<void> };
  token: string;
  /** Every log line the server wrote, raw JSON text. */
  logs: string[];
  close(): Promise<void>;
}

/** Starts a demo provider on loopback and a BFF pointed at it, capturing the BFF's log lines. */
export async function startHarness(
  env: Record<string, string> = {},
  extra: Partial<Omit<BuildAppOptions, 'config'>> & { providerNow?: Date } = {},
): Promise<Harness> {
  const token = `test-${randomBytes(18).toString('hex')}`;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', SCHOOL_CODE: 'DEMO01', ...env });
  const provider = await startDemoProvider({
    token,
    schoolCode: config.SCHOOL_CODE,
    schoolId: config.SCHOOL_ID,
    ...(extra.providerNow ? { now: extra.providerNow } : {}),
  });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const { providerNow: _ignored, ...appExtra } = extra;
  const app = await buildApp({
    config,
    providerUrl: provider.url,
    providerToken: token,
    clientDist: null,
    logger: { ...(loggerOptions(config) as object), stream },
    ...appExtra,
  });
  await app.ready();
  return {
    app,
    provider,
    token,
    logs,
    async close() {
      await app.close();
      await provider.close();
    },
  };
}
