import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.ts';
import { LogDestination, loggerOptions, RequestLogger, RequestObserver, requestLoggerFactory } from './logging.ts';
import { createMetrics } from './metrics.ts';

const dirs: string[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
  dirs.push(dir);
  return join(dir, 'out.log');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const soon = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('LogDestination', () => {
  it('writes lines together, in order, within moments', async () => {
    const file = tempFile();
    const destination = new LogDestination(file);
    const logger = pino(loggerOptions(loadConfig({ LOG_LEVEL: 'info' })) as pino.LoggerOptions, destination);
    logger.info({ n: 1 }, 'first');
    logger.info({ n: 2, token: 'not-for-logs' }, 'second');
    expect(readFileSync(file, 'utf8')).toBe('');
    await soon();
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line.msg, line.n])).toEqual([
      ['first', 1],
      ['second', 2],
    ]);
    expect(lines[1]?.token).toBe('[redacted]');
    destination.end();
  });

  it('writes a burst beyond its buffer at once instead of holding it', () => {
    const file = tempFile();
    const destination = new LogDestination(file);
    const line = (i: number) => `${JSON.stringify({ n: i, pad: 'x'.repeat(90) })}\n`;
    for (let i = 0; i < 1024; i++) destination.write(line(i));
    const written = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    // About 100 KB went in and the buffer holds 64 KB: most of it is out, in order, whole lines.
    expect(written.length).toBeGreaterThan(500);
    expect(written.length).toBeLessThan(1024);
    written.forEach((text, i) => expect(`${text}\n`).toBe(line(i)));
    destination.end();
    expect(readFileSync(file, 'utf8')).toBe(Array.from({ length: 1024 }, (_, i) => line(i)).join(''));
  });

  it('keeps text that is not ASCII and lines larger than its buffer intact', () => {
    const file = tempFile();
    const destination = new LogDestination(file);
    const lines = [
      `${JSON.stringify({ msg: 'Ünïcödé ✓ विद्यालय 🎆' })}\n`,
      `${JSON.stringify({ msg: '🎆'.repeat(40_000) })}\n`,
      `${JSON.stringify({ msg: 'after' })}\n`,
    ];
    for (const line of lines) destination.write(line);
    destination.end();
    expect(readFileSync(file, 'utf8')).toBe(lines.join(''));
  });

  it('writes what it holds when the process exits', () => {
    const script = [
      `import { LogDestination } from ${JSON.stringify(join(import.meta.dirname, 'logging.ts'))};`,
      `new LogDestination().write(JSON.stringify({ msg: 'last words' }) + '\\n');`,
      `process.exit(0);`,
    ].join('\n');
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(import.meta.dirname, '..'),
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim()).msg).toBe('last words');
  });
});

/** A pino logger with the server's options, writing whole lines into an array. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const logger = pino(loggerOptions(loadConfig({ LOG_LEVEL: 'info' })) as pino.LoggerOptions, stream);
  return { logger, lines };
}

/** What RequestObserver reads of a finished request, as Fastify would hand it over. */
function finished(log: unknown, id: string, status = 200) {
  const request = { id, method: 'GET', log, routeOptions: { url: '/bff/news' } } as unknown as FastifyRequest;
  const reply = { statusCode: status, elapsedTime: 3.4 } as unknown as FastifyReply;
  return [null, request, reply] as const;
}

describe('RequestLogger', () => {
  it('makes the pino child only when the request logs something, and only once', () => {
    const { logger, lines } = capturedLogger();
    const child = vi.spyOn(logger, 'child');
    const log = requestLoggerFactory.call(null as never, logger, { reqId: 'req-9' }, {}, null as never);
    expect(log).toBeInstanceOf(RequestLogger);
    expect(child).not.toHaveBeenCalled();
    log.warn({ kind: 'timeout' }, 'provider call failed');
    log.info('second');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.reqId, l.msg, l.level])).toEqual([
      ['req-9', 'provider call failed', 40],
      ['req-9', 'second', 30],
    ]);
    log.level = 'error';
    log.warn('dropped');
    expect(log.level).toBe('error');
    expect(lines).toHaveLength(2);
    log.child({ part: 'x' }).error('deeper');
    expect(lines[2]).toMatchObject({ reqId: 'req-9', part: 'x', msg: 'deeper' });
  });
});

describe('RequestObserver', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes one line per request within 20 ms, stamped with when the request finished', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { logger, lines } = capturedLogger();
    const observer = new RequestObserver(createMetrics());
    const child = vi.spyOn(logger, 'child');
    const requestLog = new RequestLogger(logger, { reqId: 'req-1' }, {});
    const finishedAt = Date.now();
    observer.requestCompleted(...finished(requestLog, 'req-1'));
    vi.advanceTimersByTime(5);
    observer.requestCompleted(...finished(requestLog, 'req-2', 404));
    observer.requestCompleted(...finished(requestLog, 'req-3'));
    expect(lines).toHaveLength(0);
    vi.advanceTimersByTime(15);
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'req-1', method: 'GET', route: '/bff/news', status: 200, ms: 3, msg: 'request', time: finishedAt }),
      expect.objectContaining({ reqId: 'req-2', status: 404, time: finishedAt + 5 }),
      expect.objectContaining({ reqId: 'req-3', status: 200, time: finishedAt + 5 }),
    ]);
    // Lines come from the parent logger with the id as a field (the request's own logger was never
    // made), through one child per method, route and status, not one per request.
    expect(child).toHaveBeenCalledTimes(2);
    expect(Object.keys(lines[0]!).filter((key) => key === 'reqId')).toHaveLength(1);
    // Lines logged outside a held request carry their own time.
    vi.advanceTimersByTime(100);
    logger.info('later');
    expect(lines[3]?.time).toBe(finishedAt + 120);
  });

  it('has every finished request in a metrics scrape, even one finished a moment ago', async () => {
    const metrics = createMetrics();
    const { logger, lines } = capturedLogger();
    const observer = new RequestObserver(metrics);
    observer.requestCompleted(...finished(logger, 'req-1'));
    observer.requestCompleted(...finished(logger, 'req-2', 502));
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/bff\/news",status="200"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/bff\/news",status="502"\} 1/);
    expect(lines).toHaveLength(2);
    // Closed, it writes what it holds and no longer takes part in scrapes.
    observer.requestCompleted(...finished(logger, 'req-3'));
    observer.close();
    expect(lines).toHaveLength(3);
    observer.requestCompleted(...finished(logger, 'req-4'));
    await metrics.registry.metrics();
    expect(lines).toHaveLength(3);
    observer.drain();
  });

  it('writes the lines it holds when the process exits', () => {
    const script = [
      `import { LogDestination, loggerOptions, RequestObserver } from ${JSON.stringify(join(import.meta.dirname, 'logging.ts'))};`,
      `import { createMetrics } from ${JSON.stringify(join(import.meta.dirname, 'metrics.ts'))};`,
      `import pino from 'pino';`,
      `const logger = pino(loggerOptions({ LOG_LEVEL: 'info' }), new LogDestination());`,
      `const observer = new RequestObserver(createMetrics());`,
      `observer.requestCompleted(null, { id: 'req-last', method: 'GET', log: logger, routeOptions: { url: '/bff/news' } }, { statusCode: 200, elapsedTime: 1 });`,
      `process.exit(0);`,
    ].join('\n');
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(import.meta.dirname, '..'),
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim())).toMatchObject({ reqId: 'req-last', msg: 'request', status: 200 });
  });
});
