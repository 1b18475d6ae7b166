import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { LogDestination, loggerOptions } from './logging.ts';

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

  it('writes a burst at once instead of holding it', () => {
    const file = tempFile();
    const destination = new LogDestination(file);
    for (let i = 0; i < 1024; i++) destination.write(`{"n":${i}}\n`);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1024);
    destination.end();
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
