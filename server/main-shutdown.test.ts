import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/net.ts';
import { startProviderProcess, type ProviderProcess } from '../scripts/lib/provider-process.ts';

// `npm start`'s path on SIGTERM with a download still flowing: cut at SHUTDOWN_GRACE_SECONDS, logged, exited.

const root = join(import.meta.dirname, '..');
const TOKEN = 'shutdown-test-token';
const PDF = '/bff/media/public/pdf/Fee-Structure-2026-2027.pdf';

let provider: ProviderProcess;
beforeAll(async () => {
  provider = await startProviderProcess(TOKEN, 'DEMO01', {});
});
afterAll(async () => {
  await provider.stop();
});

interface Site {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** The site as `npm start` runs it, against the controllable provider, its output in pipes. */
async function startSite(): Promise<Site> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PROVIDER_URL: provider.url,
      PROVIDER_TOKEN: TOKEN,
      SCHOOL_CODE: 'DEMO01',
      METRICS_PORT: '0',
      CONTENT_DIR: join(root, 'content'),
      SHUTDOWN_GRACE_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status, { timeout: 20_000, interval: 100 })
    .toBe(200);
  return { child, base, output: () => out, exited };
}

/** Starts a download of the fee PDF while the provider drips it a byte a second; resolves at its headers. */
async function startDripDownload(base: string): Promise<{ status: number; ended: Promise<number> }> {
  await provider.control('/__demo/switches', { drip: true });
  return new Promise((resolve, reject) => {
    const req = request(`${base}${PDF}`, (res) => {
      let bytes = 0;
      const ended = new Promise<number>((done) => {
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('close', () => done(bytes));
        res.on('error', () => done(bytes));
      });
      resolve({ status: res.statusCode!, ended });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('SIGTERM', () => {
  it('cuts a download still flowing when the grace ends, logs it in JSON, and exits', async () => {
    const site = await startSite();
    try {
      const download = await startDripDownload(site.base);
      expect(download.status).toBe(200);
      site.child.kill('SIGTERM');
      expect(await site.exited).toBe(0);
      await download.ended;
      const lines = site
        .output()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const cut = lines.filter((line) => line.msg === 'request cut at shutdown');
      expect(cut).toEqual([
        expect.objectContaining({ level: 40, path: PDF, aborted: true, reason: 'shutdown grace ended' }),
      ]);
      // Every line is JSON (close-with-grace's own words are not printed).
      expect(site.output()).not.toMatch(/killed by timeout/);
    } finally {
      site.child.kill('SIGKILL');
      await provider.control('/__demo/switches', { drip: false });
    }
  });

  it('exits when its stdout and stderr readers have gone (its parent exited)', async () => {
    const site = await startSite();
    try {
      const download = await startDripDownload(site.base);
      expect(download.status).toBe(200);
      site.child.stdout!.destroy();
      site.child.stderr!.destroy();
      // Lines written after the readers went fail with EPIPE.
      for (let i = 0; i < 20; i++) await fetch(`${site.base}/healthz`);
      site.child.kill('SIGTERM');
      expect(await site.exited).toBe(0);
    } finally {
      site.child.kill('SIGKILL');
      await provider.control('/__demo/switches', { drip: false });
    }
  });
});
