import { execFileSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  LOG_FIELD_MAX,
  LOG_FLUSH_MS,
  logDestination,
  logRequests,
  loggerOptions,
  withoutFastifyRequestLines,
} from './logging.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A server with the production logger options and request lines, logging into an array. */
async function loggedServer() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: loggerOptions(loadConfig({ LOG_LEVEL: 'info' }), stream),
    logController: withoutFastifyRequestLines(),
  });
  await logRequests(app);
  let release = () => {};
  app.get('/bff/news/:id', async (request) => {
    request.log.warn(
      { token: 'not-for-logs', headers: { authorization: 'Bearer x', cookie: 'c=1' } },
      'provider call failed',
    );
    return { ok: true };
  });
  let slowStarted = false;
  app.get('/slow', async () => {
    slowStarted = true;
    await new Promise<void>((resolve) => (release = resolve));
    return { late: true };
  });
  return { app, lines, release: () => release(), slowStarted: () => slowStarted };
}

describe('request logging', () => {
  it('writes one line per request, when it ends: id, method, route, path, query, client, status, bytes and duration', async () => {
    const { app, lines } = await loggedServer();
    await app.inject({
      url: '/bff/news/7?year=2026&q=sports',
      headers: { 'x-request-id': 'r-1', 'user-agent': 'Mozilla/5.0 (Linux; Android 10)' },
      remoteAddress: '203.0.113.9',
    });
    await app.inject('/nowhere');
    // Written once the response has gone out, which is a moment after inject() sees it.
    await expect.poll(() => lines.filter((l) => l.msg === 'request').length).toBe(2);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toEqual([
      {
        level: 30,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        pid: expect.any(Number),
        hostname: expect.any(String),
        reqId: expect.any(String),
        msg: 'request',
        method: 'GET',
        route: '/bff/news/:id',
        path: '/bff/news/7',
        query: 'year=2026&q=sports',
        ip: '203.0.113.9',
        ua: 'Mozilla/5.0 (Linux; Android 10)',
        status: 200,
        bytes: 11,
        ms: expect.any(Number),
      },
      expect.objectContaining({ method: 'GET', route: 'not-found', path: '/nowhere', status: 404 }),
    ]);
    expect(requests[1]).not.toHaveProperty('query');
    // Nothing but these lines and the route's own warning: no "incoming request" lines.
    expect(lines.map((l) => l.msg)).toEqual(['provider call failed', 'request', 'request']);
    await app.close();
  });

  it("says why a request was refused (a 4xx answer's message), and keeps long paths, queries and agents short", async () => {
    const { app, lines } = await loggedServer();
    app.get('/bff/toppers', async (_request, reply) =>
      reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'session must be two consecutive years' }),
    );
    app.get('/gone', async (_request, reply) =>
      reply.code(404).type('text/html').send('<p>{"message":"not json"}</p>'),
    );
    app.get('/broken', async (_request, reply) => reply.code(409).type('application/json').send('{not json'));
    app.get('/fine', async () => ({ message: 'all good' }));
    const long = 'x'.repeat(LOG_FIELD_MAX + 50);
    await app.inject(`/bff/toppers?session=${long}`);
    await app.inject({ url: '/gone', headers: { 'user-agent': long } });
    await app.inject('/broken');
    await app.inject('/fine');
    await expect.poll(() => lines.filter((l) => l.msg === 'request').length).toBe(4);
    const [refused, gone, broken, fine] = lines.filter((l) => l.msg === 'request');
    expect(refused).toMatchObject({
      status: 400,
      reason: 'session must be two consecutive years',
      path: '/bff/toppers',
    });
    expect(refused!.query).toBe(`session=${long}`.slice(0, LOG_FIELD_MAX) + '…');
    expect(gone).toMatchObject({ status: 404, ua: `${long.slice(0, LOG_FIELD_MAX)}…` });
    for (const line of [gone, broken, fine]) expect(line).not.toHaveProperty('reason');
    await app.close();
  });

  it('keeps the token, authorization and cookies out of every line', async () => {
    const { app, lines } = await loggedServer();
    await app.inject('/bff/news/7');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('not-for-logs');
    expect(text).not.toContain('Bearer x');
    expect(text).not.toContain('c=1');
    expect(lines[0]).toMatchObject({
      token: '[redacted]',
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
    });
    await app.close();
  });

  it('logs a request the client gave up on as aborted', async () => {
    const { app, lines, release, slowStarted } = await loggedServer();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const client = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
    client.on('error', () => {});
    client.end();
    // Given up once the route is at work on it.
    await expect.poll(slowStarted).toBe(true);
    client.destroy();
    await expect
      .poll(() => lines.find((l) => l.msg === 'request aborted'))
      .toMatchObject({ route: '/slow', aborted: true, level: 40 });
    release();
    await app.close();
  });
});

describe('logDestination', () => {
  it('writes what it holds when the process exits', () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
    dirs.push(dir);
    const file = join(dir, 'out.log');
    const script = [
      `import pino from 'pino';`,
      `import { logDestination } from ${JSON.stringify(join(import.meta.dirname, 'logging.ts'))};`,
      // An open descriptor, like stdout: ready at once (a path is opened asynchronously).
      `import { openSync } from 'node:fs';`,
      `const log = pino(logDestination(openSync(${JSON.stringify(file)}, 'w')));`,
      `for (let i = 0; i < 3; i++) log.info({ i }, 'held');`,
      `process.exit(0);`,
    ].join('\n');
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(import.meta.dirname, '..', '..'),
    });
    const written = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { i: number });
    expect(written.map((l) => l.i)).toEqual([0, 1, 2]);
  });

  it('writes a lone line once LOG_FLUSH_MS has passed, without waiting for its chunk to fill', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
    dirs.push(dir);
    const file = join(dir, 'out.log');
    // The periodic flush runs on a faked clock; the file is written for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const destination = logDestination(openSync(file, 'w'));
    try {
      pino(destination).info('alone');
      vi.advanceTimersByTime(LOG_FLUSH_MS - 1);
      expect(readFileSync(file, 'utf8'), 'held at first, as a chunk is').toBe('');
      vi.advanceTimersByTime(1);
      // Real timers from here, so the wait below moves no clock itself.
      vi.useRealTimers();
      await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toContain('"msg":"alone"'));
    } finally {
      vi.useRealTimers();
      destination.flushSync();
      (destination as unknown as { destroy(): void }).destroy();
    }
  });
});
