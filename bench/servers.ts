// Child process of bench/run.ts: the BFF (on the demo provider) and a bare Fastify route that
// answers the same bytes (headers and body), in one process so they are measured on equal terms,
// one at a time.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { startDemoProvider } from '../demo-provider/app.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { LogDestination, loggerOptions } from '../server/logging.ts';

const token = randomBytes(16).toString('hex');
const config = loadConfig({ NODE_ENV: 'production', PROVIDER_URL: 'http://127.0.0.1:1', PROVIDER_TOKEN: token, LOG_LEVEL: 'info' });
const provider = await startDemoProvider({ token, schoolCode: config.SCHOOL_CODE });
// Production logging (one JSON line per request, as main sets it up), written to /dev/null
// instead of stdout so the terminal is not flooded.
const logger = loggerOptions(config, new LogDestination('/dev/null'));
const bff = await buildApp({ config, providerUrl: provider.url, providerToken: token, clientDist: null, logger });
const bffUrl = await bff.listen({ host: '127.0.0.1', port: 0 });

const warm = await bff.inject('/bff/news');
const body = warm.rawPayload;
// The same bytes on the wire: body and headers (security headers, ETag, cache policy) replayed,
// so the load generator does the same work for both and the difference is the server's.
const headers = Object.fromEntries(
  Object.entries(warm.headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
);
const bare = Fastify({ logger: false });
bare.get('/bff/news', (_request, reply) => {
  reply.headers(headers).send(body);
});
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

process.send?.({ bffUrl, bareUrl, bytes: body.length });
process.on('message', async (msg) => {
  // CPU this process has used so far (µs of user and system time), for the cost per request.
  if (msg === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  if (msg === 'stop') {
    await bff.close();
    await bare.close();
    await provider.close();
    process.exit(0);
  }
});
