// Standalone demo provider: `PROVIDER_TOKEN=dev-token node demo-provider/main.ts`.
// Reads DEMO_PROVIDER_PORT (4010), DEMO_PROVIDER_HOST (127.0.0.1), PROVIDER_TOKEN (required),
// SCHOOL_CODE (DEMO01), SCHOOL_ID (= SCHOOL_CODE) and CONTENT_DIR (./content: the school whose
// records it seeds). The token is never logged.
import { resolve } from 'node:path';
import { EXAMPLE_CONTENT_DIR, startDemoProvider } from './app.ts';

function fail(message: string): never {
  process.stderr.write(`demo-provider: ${message}\n`);
  process.exit(1);
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 4010;
  const port = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || port > 65535)
    fail(`DEMO_PROVIDER_PORT must be an integer from 0 to 65535, got "${raw}"`);
  return port;
}

const env = process.env;
const token = env.PROVIDER_TOKEN;
if (!token || token.trim() === '') {
  fail(
    'PROVIDER_TOKEN is required: it is the bearer token clients must send. Example: PROVIDER_TOKEN=dev-token node demo-provider/main.ts',
  );
}
const schoolCode = env.SCHOOL_CODE?.trim() || 'DEMO01';
const schoolId = env.SCHOOL_ID?.trim() || schoolCode;
const port = readPort(env.DEMO_PROVIDER_PORT);
const host = env.DEMO_PROVIDER_HOST?.trim() || '127.0.0.1';
const contentDir = env.CONTENT_DIR?.trim() ? resolve(env.CONTENT_DIR.trim()) : EXAMPLE_CONTENT_DIR;

let provider: Awaited<ReturnType<typeof startDemoProvider>>;
try {
  provider = await startDemoProvider({ token, schoolCode, schoolId, contentDir, port, host, logger: true });
} catch (error) {
  fail(`could not start on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`);
}
provider.app.log.info(
  { url: provider.url, schoolCode, schoolId, school: provider.school.name },
  `demo provider ready at ${provider.url}`,
);

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  provider.app.log.info(`${signal} received, closing`);
  // If closing stalls, do not outlive the orchestrator's patience.
  setTimeout(() => process.exit(1), 5000).unref();
  provider.close().then(
    () => process.exit(0),
    (error: unknown) => {
      provider.app.log.error({ err: error }, 'close failed');
      process.exit(1);
    },
  );
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
