// The shipped edge (examples/varnish/default.vcl) in front of a site and demo provider of the test's
// own (the tests stop them), and plain HTTP requests to it with exactly the headers given.
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { startDemoProvider, type StartedDemoProvider } from '../demo-provider/app.ts';
import { startSiteProcess, type SiteProcess } from '../scripts/lib/site-process.ts';
import { startVarnish, testVcl, type VarnishProcess } from '../scripts/lib/varnish-process.ts';

export const root = join(import.meta.dirname, '..');
/** The Accept-Encoding of a browser. */
export const BROWSER = 'gzip, deflate, br';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent, still encoded. */
  raw: Buffer;
}

/**
 * One request with exactly these headers (no Accept-Encoding unless given), its body as sent;
 * `from` is the loopback address it comes from (127.0.0.2 and up are other visitors).
 */
export function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  from = '127.0.0.1',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent: false, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`${method} ${path}: no answer within 20 s`)));
    req.end(body);
  });
}

/** The body as the client reads it, decoded by its Content-Encoding. */
export function text(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.raw).toString('utf8');
  if (encoding !== undefined) throw new Error(`unexpected Content-Encoding: ${encoding}`);
  return answer.raw.toString('utf8');
}

export const xCache = (answer: Answer) => answer.headers['x-cache'];
/** "hits/requests" of a series, for the summary. */
export const hitsOf = (answers: Answer[]) =>
  `${answers.filter((answer) => xCache(answer) === 'HIT').length}/${answers.length} hits`;
/** The id of the cached object that answered (X-Varnish's second id; none on a miss). */
export const objectId = (answer: Answer) => String(answer.headers['x-varnish'] ?? '').split(' ')[1];

export interface VarnishSetup {
  provider: StartedDemoProvider;
  site: SiteProcess;
  /** Varnish's address. */
  base: string;
  /** The site's log (info level), for what it says about each visitor. */
  logPath: string;
  /** What each repeated request was answered from, printed in one line after the file. */
  served: string[];
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
}

/**
 * A demo provider, the site (logging to test-results/e2e-varnish-<name>.log) and Varnish in front,
 * as docker compose's cache profile runs them, for the tests of the enclosing block.
 */
export function useVarnish(name: string): VarnishSetup {
  let varnish: VarnishProcess | undefined;
  let log: WriteStream | undefined;
  const setup = {
    logPath: join(root, 'test-results', `e2e-varnish-${name}.log`),
    served: [] as string[],
    get: (path: string, headers: Record<string, string> = {}) => send(setup.base, 'GET', path, headers),
  } as VarnishSetup;

  beforeAll(async () => {
    const token = randomBytes(16).toString('hex');
    setup.provider = await startDemoProvider({ token, schoolCode: 'DEMO01' });
    log = createWriteStream(setup.logPath);
    setup.site = await startSiteProcess({
      logLevel: 'info',
      log,
      // Varnish is the one proxy in front, as in the README's compose setup; it connects from
      // 127.0.0.1, while the test's visitors come from other loopback addresses.
      env: {
        PROVIDER_URL: setup.provider.url,
        PROVIDER_TOKEN: token,
        SCHOOL_CODE: 'DEMO01',
        TRUST_PROXY: '127.0.0.1',
      },
    });
    // Ready once the site's health passes through it (the probe has found the site healthy).
    varnish = await startVarnish(
      testVcl(root, Number(new URL(setup.site.base).port)),
      async (at) => (await send(at, 'GET', '/healthz')).status === 200,
    );
    setup.base = varnish.base;
  });

  afterAll(async () => {
    await varnish?.stop();
    await setup.site?.stop().catch(() => undefined);
    await setup.provider?.close().catch(() => undefined);
    log?.end();
    if (setup.served.length > 0) console.log(`varnish e2e (${name}): ${setup.served.join('; ')}`);
  });

  return setup;
}
