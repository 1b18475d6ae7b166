import { spawn } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { freePort } from './net.ts';

const root = join(import.meta.dirname, '..', '..');

export interface SiteProcess {
  base: string;
  /** For reading its CPU time. */
  pid: number;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
}

/**
 * The site as `npm start` starts it (with NODE_ENV=production in `env`, as the image does) on a free
 * loopback port; resolves once /readyz answers 200. Output to `log`, else warnings to stderr.
 */
export async function startSiteProcess(opts: {
  logLevel: string;
  /** What answers 200 once it is ready: /readyz, or /healthz for a process of many schools (SCHOOLS_FILE). */
  readyPath?: string;
  log?: Writable;
  env?: Record<string, string>;
}): Promise<SiteProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Production goes through the image's start script, with this Node first on PATH.
  const production = opts.env?.NODE_ENV === 'production';
  const [command, args] = production
    ? [join(root, 'scripts', 'start-production.sh'), []]
    : [process.execPath, ['server/main.ts']];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: opts.logLevel,
      PROVIDER_URL: '',
      METRICS_PORT: '0',
      CONTENT_DIR: join(root, 'content'),
      ...opts.env,
    },
    stdio: opts.log ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  });
  if (opts.log) {
    child.stdout!.pipe(opts.log);
    child.stderr!.pipe(opts.log);
  }
  const exited = new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode} before it was ready`);
    if ((await fetch(`${base}${opts.readyPath ?? '/readyz'}`).catch(() => null))?.ok)
      return { base, pid: child.pid!, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('the site did not become ready within 30 s');
}
