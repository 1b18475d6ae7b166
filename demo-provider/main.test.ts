import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = join(import.meta.dirname, 'main.ts');

interface Run {
  exit: Promise<number | null>;
  output(): string;
  kill(signal: NodeJS.Signals): void;
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
}

function run(env: Record<string, string>): Run {
  // Only what the test sets: an outer PROVIDER_TOKEN must not leak in.
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    out += chunk.toString();
    for (const l of listeners) l();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    exit,
    output: () => out,
    kill: (signal) => child.kill(signal),
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const m = pattern.exec(out);
          if (m) {
            listeners.delete(check);
            resolve(m);
          }
        };
        listeners.add(check);
        exit.then(() => reject(new Error(`exited before ${pattern}: ${out}`)), reject);
        check();
      }),
  };
}

describe('node demo-provider/main.ts', () => {
  it('refuses to start without PROVIDER_TOKEN, saying why', async () => {
    const r = run({});
    expect(await r.exit).toBe(1);
    expect(r.output()).toMatch(/PROVIDER_TOKEN is required/);
  });

  it('refuses a bad port', async () => {
    const r = run({ PROVIDER_TOKEN: 'x', DEMO_PROVIDER_PORT: 'eighty' });
    expect(await r.exit).toBe(1);
    expect(r.output()).toMatch(/DEMO_PROVIDER_PORT/);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves, logs the URL but never the token, and exits cleanly on %s',
    async (signal) => {
      const token = 'very-secret-token-123';
      const r = run({ PROVIDER_TOKEN: token, DEMO_PROVIDER_PORT: '0', SCHOOL_CODE: 'ABC9', SCHOOL_ID: 'ID42' });
      const [, url] = await r.waitFor(/demo provider ready at (http:\/\/127\.0\.0\.1:\d+)/);
      const res = await fetch(`${url}/api/topper/ID42`, {
        headers: { authorization: `Bearer ${token}`, 'x-school-code': 'ABC9' },
      });
      expect(res.status).toBe(200);
      expect((await fetch(`${url}/api/news/all/ABC9`)).status).toBe(200);
      r.kill(signal);
      expect(await r.exit).toBe(0);
      expect(r.output()).not.toContain(token);
    },
  );
});
