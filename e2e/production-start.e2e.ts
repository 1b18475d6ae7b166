import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDemoProvider } from '../demo-provider/app.ts';
import { freePort } from '../scripts/lib/net.ts';

const root = join(import.meta.dirname, '..');

describe('the production start script (the Dockerfile CMD), outside a container', () => {
  it.each([
    [
      'a provider',
      { PROVIDER_URL: '', PUBLIC_URL: 'https://www.school.example' },
      'PROVIDER_URL is required in production',
    ],
    [
      'its public origin',
      { PROVIDER_URL: 'http://127.0.0.1:1', PROVIDER_TOKEN: 't', PUBLIC_URL: '' },
      'PUBLIC_URL is required in production',
    ],
    [
      'its school',
      {
        PROVIDER_URL: 'http://127.0.0.1:1',
        PROVIDER_TOKEN: 't',
        PUBLIC_URL: 'https://www.school.example',
        CONTENT_DIR: '',
      },
      'CONTENT_DIR is required in production',
    ],
  ])('refuses to start in production without %s, naming the variable', async (_what, env, message) => {
    const child = spawn('scripts/start-production.sh', [], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', METRICS_PORT: '0', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(message);
  });

  it('starts against a provider, turns ready, and drains an in-flight request on SIGTERM', async () => {
    const token = randomBytes(16).toString('hex');
    const provider = await startDemoProvider({ token, schoolCode: 'DEMO01' });
    const [port, metricsPort] = [await freePort(), await freePort()];
    const child = spawn('scripts/start-production.sh', [], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PROVIDER_URL: provider.url,
        PROVIDER_TOKEN: token,
        PUBLIC_URL: 'https://www.school.example',
        SCHOOL_CODE: 'DEMO01',
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'info',
        CONTENT_DIR: join(root, 'content'),
      },
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    try {
      await expect
        .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status, { timeout: 20_000, interval: 200 })
        .toBe(200);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);
      expect((await fetch(`${base}/`)).headers.get('content-type')).toContain('text/html');
      // The start-up lines name the school, its folder, its code and the provider's host: "listening",
      // then "ready" once /readyz is.
      const provided = new URL(provider.url).host;
      await expect
        .poll(() => output, { timeout: 5000 })
        .toContain(`(content from ${join(root, 'content')}, school code DEMO01, provider ${provided})`);
      expect(output).toMatch(
        /"school":"St\. Columba's[^"]*","address":"http:[^"]+","contentDir":"[^"]+\/content","schoolCode":"DEMO01","provider":"127\.0\.0\.1:\d+","msg":"School website of [^"]+ listening at /,
      );
      await expect
        .poll(() => output, { timeout: 5000 })
        .toMatch(/"msg":"School website of St\. Columba's[^"]* ready at http/);

      // A slow provider keeps one request in flight while the container is told to stop.
      provider.switches.latencyMs = 1500;
      const inFlight = fetch(`${base}/bff/events?year=all`);
      await expect.poll(() => provider.callCount('eventsAll'), { timeout: 5000, interval: 20 }).toBe(1);
      child.kill('SIGTERM');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect((await answer.json()).total).toBeGreaterThan(0);
      const code = await exited;
      expect(code).toBe(0);
      expect(output).toContain('shutting down');
      // SIGTERM loses no log line: the request that finished during shutdown has its line.
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; route?: string; status?: number });
      expect(lines.filter((line) => line.msg === 'request' && line.route === '/bff/events')).toEqual([
        expect.objectContaining({ status: 200 }),
      ]);
      expect(output).not.toContain(token);
      // Nothing the browser downloads carries a provider secret or the variable that holds it.
      for (const file of readdirSync(join(root, 'client', 'dist'), { recursive: true, encoding: 'utf8' })) {
        const path = join(root, 'client', 'dist', file);
        if (!statSync(path).isFile()) continue;
        const text = readFileSync(path, 'latin1');
        expect(text, file).not.toContain(token);
        expect(text, file).not.toContain('PROVIDER_TOKEN');
      }
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await provider.close();
    }
  });

  it('keeps serving when the metrics port is taken, and says so once in the log and in /readyz', async () => {
    const token = randomBytes(16).toString('hex');
    const provider = await startDemoProvider({ token, schoolCode: 'DEMO01' });
    // Another process (a second instance on the host) holds the metrics port.
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const metricsPort = (holder.address() as AddressInfo).port;
    const port = await freePort();
    const child = spawn('scripts/start-production.sh', [], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        PROVIDER_URL: provider.url,
        PROVIDER_TOKEN: token,
        PUBLIC_URL: 'https://www.school.example',
        CONTENT_DIR: join(root, 'content'),
        METRICS_HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
      },
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const base = `http://127.0.0.1:${port}`;
    try {
      await expect
        .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status, { timeout: 20_000, interval: 200 })
        .toBe(200);
      const ready = (await (await fetch(`${base}/readyz`)).json()) as { status: string; down?: Record<string, string> };
      expect(ready.status).toBe('ready');
      expect(ready.down?.metrics).toContain(`127.0.0.1:${metricsPort}`);
      expect(ready.down?.metrics).toContain('METRICS_PORT');
      expect((await fetch(`${base}/`)).status).toBe(200);
      const lines = output.split('\n').filter((line) => line.includes('metrics listener down'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('already in use');
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      holder.close();
      await provider.close();
    }
  });
});
