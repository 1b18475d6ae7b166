import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { startDemoProvider, type DemoProvider } from '../../demo-provider/app.ts';
import { buildApp, type App, type BuildAppOptions } from '../app.ts';
import { loggerOptions } from '../observability/logging.ts';
import { loadConfig } from '../config.ts';

export interface Harness {
  app: App;
  provider: DemoProvider & { url: string; close(): Promise<void> };
  token: string;
  /** Every log line the server wrote, raw JSON text. */
  logs: string[];
  close(): Promise<void>;
}

/** What every test app gets: no load shedding, and a plugin start as slow as a busy host makes it. */
export const TEST_APP_OPTIONS = { busy: () => false, pluginTimeout: 0 } satisfies Partial<BuildAppOptions>;

export interface HarnessExtra extends Partial<Omit<BuildAppOptions, 'config'>> {
  providerNow?: Date;
  /** Shed load as production does (@fastify/under-pressure's measure) instead of never. */
  measureLoad?: boolean;
}

/**
 * Starts a demo provider on loopback and a BFF pointed at it, capturing the BFF's log lines.
 * A loaded host must change no outcome: load shedding is off (`busy` is never true, /healthz has
 * no event-loop threshold) unless the caller passes its own `busy` or `measureLoad`, and provider
 * calls get 30 s unless a test about timeouts sets UPSTREAM_TIMEOUT_MS.
 */
export async function startHarness(env: Record<string, string> = {}, extra: HarnessExtra = {}): Promise<Harness> {
  const token = `test-${randomBytes(18).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SCHOOL_CODE: 'DEMO01',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    UPSTREAM_TIMEOUT_MS: '30000',
    ...env,
  });
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
  const { providerNow: _ignored, measureLoad, ...appExtra } = extra;
  const app = await buildApp({
    config,
    providerUrl: provider.url,
    providerToken: token,
    clientDist: null,
    logger: { ...(loggerOptions(config) as object), stream },
    pluginTimeout: TEST_APP_OPTIONS.pluginTimeout,
    ...(measureLoad ? {} : { busy: TEST_APP_OPTIONS.busy }),
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
