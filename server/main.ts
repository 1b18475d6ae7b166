import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { startDemo } from './demo.ts';
import { ContentError } from './content/load-content.ts';
import { logDestination, loggerOptions } from './observability/logging.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { announceReady } from './modules/health/announce-ready.ts';
import { buildMetricsServer } from './observability/metrics.ts';

// The start path (`npm start`): config, the demo provider when none is configured (never in
// production), listen, and drain requests on SIGTERM.

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();

/** A content or schools-file problem: said in one line per problem, and the start stops. */
async function cannotStart(err: unknown): Promise<never> {
  if (!(err instanceof ContentError)) throw err;
  console.error(`Cannot start: ${err.message}`);
  await closeDemo?.();
  process.exit(1);
}

let closeDemo: (() => Promise<void>) | undefined = undefined;
// Never in production: there a school without a provider stops the start.
const demo =
  config.PROVIDER_URL || config.NODE_ENV === 'production'
    ? undefined
    : await startDemo(config, process.env).catch(cannotStart);
closeDemo = demo?.close;
const providerUrl = demo?.providerUrl ?? config.PROVIDER_URL;
const providerToken = demo?.providerToken ?? config.PROVIDER_TOKEN;

/** After the grace has cut what was open, how long closing may still take. */
const CUT_WAIT_MS = 1000;

const logs = logDestination();
const app = await buildApp({
  config,
  providerUrl,
  providerToken,
  ...(demo?.sites ? { sites: demo.sites } : {}),
  logger: loggerOptions(config, logs),
}).catch(cannotStart);
if (closeDemo) {
  app.log.info('No PROVIDER_URL set: using the built-in demo provider (sample content) on a loopback port');
}

const metricsServer = config.METRICS_PORT > 0 ? buildMetricsServer(app.metrics) : undefined;

let stopAnnouncing = () => {};
// Requests in flight get SHUTDOWN_GRACE_SECONDS; what is still open then is cut and logged, and the process exits.
const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
closeWithGrace(
  {
    delay: graceMs + CUT_WAIT_MS,
    logger: false,
    onTimeout: () => {
      app.log.error({ graceMs }, 'shutdown did not finish within the grace: exiting');
      logs.flushSync();
    },
  },
  async ({ signal, err }) => {
    stopAnnouncing();
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal, inFlight: app.inFlight.size, graceMs }, 'shutting down: finishing requests in flight');
    const cut = setTimeout(() => app.inFlight.cut('shutdown grace ended'), graceMs);
    await app.close();
    clearTimeout(cut);
    await metricsServer?.close();
    await closeDemo?.();
    // Every log line is out before the process ends.
    logs.flushSync();
  },
);

try {
  const address = (await app.listen({ host: config.HOST, port: config.PORT })).replace('://0.0.0.0', '://127.0.0.1');
  // Which school from where, so a wrong folder or provider shows at once (never the token).
  const stops = app.schools.all.map((school) => {
    const name = school.content.current.school.name;
    const host = app.schools.hostOf(school);
    const provider =
      demo && school.provider.host === new URL(demo.providerUrl).host
        ? 'the built-in demo provider'
        : school.provider.host;
    const contentDir = school.content.current.dir;
    const line = { school: name, address, host, contentDir, schoolCode: school.code, provider };
    const at = host ? `${address} for ${host}` : address;
    app.log.info(
      line,
      `School website of ${name} listening at ${at} (content from ${contentDir}, school code ${school.code}, provider ${provider})`,
    );
    // "ready" only when /readyz would say so: a provider down at a cold start is named instead.
    return announceReady(app, line, `School website of ${name} ready at ${at}`, host ? { host } : {});
  });
  stopAnnouncing = () => stops.forEach((stop) => stop());
} catch (err) {
  app.log.error({ err }, 'could not start listening');
  process.exit(1);
}

// A metrics port already taken must not take the site down: say so once, and in /readyz.
if (metricsServer) {
  const where = `${config.METRICS_HOST}:${config.METRICS_PORT}`;
  try {
    const metricsAddress = await metricsServer.listen({ host: config.METRICS_HOST, port: config.METRICS_PORT });
    app.log.info(`Prometheus metrics at ${metricsAddress}/metrics`);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? 'the port is already in use' : `it could not listen (${code ?? 'error'})`;
    const reason = `no /metrics on ${where}: ${why}; set METRICS_PORT to a free port, or 0 to turn the listener off`;
    app.log.error({ err }, `metrics listener down: ${reason}; the site keeps serving`);
    app.down.set('metrics', reason);
  }
}

// Start-up lines should not wait for a chunk to fill.
logs.flush();
