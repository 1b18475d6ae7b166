// Child process of bench/pages.ts: the site as `npm start` runs it in production (built client,
// JSON request logs), on the demo provider, listening on loopback.
import { randomBytes } from 'node:crypto';
import { startDemoProvider } from '../demo-provider/app.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { logDestination, loggerOptions } from '../server/logging.ts';

const token = randomBytes(16).toString('hex');
const config = loadConfig({
  NODE_ENV: 'production',
  PROVIDER_URL: 'http://127.0.0.1:1',
  PROVIDER_TOKEN: token,
  PUBLIC_URL: 'https://www.school.example',
  LOG_LEVEL: 'info',
});
const provider = await startDemoProvider({ token, schoolCode: config.SCHOOL_CODE });
// Production logging, written to /dev/null instead of stdout so the terminal is not flooded.
const logger = loggerOptions(config, logDestination('/dev/null'));
const app = await buildApp({ config, providerUrl: provider.url, providerToken: token, logger });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

process.send?.({ base });
process.on('message', async (msg) => {
  if (msg === 'rss') process.send?.({ rss: process.memoryUsage.rss() });
  if (msg === 'stop') {
    await app.close();
    await provider.close();
    process.exit(0);
  }
});
