// Child process of bench/run.ts: the BFF and a bare Fastify route with the same bytes, logger,
// security headers and metrics hook, so the ratio measures the BFF's own work (routing, cache, ETag,
// encoding).
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { startDemoProvider } from '../demo-provider/app.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { logDestination, loggerOptions, withoutFastifyRequestLines } from '../server/observability/logging.ts';
import observability from '../server/observability/plugin.ts';
import securityHeaders from '../server/plugins/security-headers.ts';

const token = randomBytes(16).toString('hex');
const config = loadConfig({
  NODE_ENV: 'production',
  PROVIDER_URL: 'http://127.0.0.1:1',
  PROVIDER_TOKEN: token,
  PUBLIC_URL: 'https://www.school.example',
  LOG_LEVEL: 'info',
  CONTENT_DIR: 'content',
});
const provider = await startDemoProvider({ token, schoolCode: config.SCHOOL_CODE });
// Production logging, to /dev/null.
const bff = await buildApp({
  config,
  providerUrl: provider.url,
  providerToken: token,
  clientDist: null,
  logger: loggerOptions(config, logDestination('/dev/null')),
});
const bffUrl = await bff.listen({ host: '127.0.0.1', port: 0 });

const warm = await bff.inject('/bff/news');
const body = warm.rawPayload;
// The same bytes on the wire (the BFF's body and headers replayed), so the load does the same work.
const own = ['etag', 'cache-control', 'vary', 'content-type'];
const headers = Object.fromEntries(Object.entries(warm.headers).filter(([name]) => own.includes(name)));
const bare = Fastify({
  logger: loggerOptions(config, logDestination('/dev/null')),
  logController: withoutFastifyRequestLines(),
});
await bare.register(observability, { metricsToken: undefined });
await bare.register(securityHeaders);
bare.get('/bff/news', async (_request, reply) => reply.headers(headers).send(body));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

process.send?.({ bffUrl, bareUrl, bytes: body.length });
process.on('message', async (msg) => {
  // This process's CPU µs so far, for the cost per request.
  if (msg === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  if (msg === 'stop') {
    await bff.close();
    await bare.close();
    await provider.close();
    process.exit(0);
  }
});
