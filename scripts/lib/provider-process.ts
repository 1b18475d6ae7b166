import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './net.ts';

const root = join(import.meta.dirname, '..', '..');
const READY_WITHIN_MS = 30_000;

export interface ProviderProcess {
  url: string;
  /** The process id, to read its CPU time. */
  pid: number;
  /** A demo control route (`/__demo/...`): GET without a body, POST with one. */
  control(path: string, body?: unknown): Promise<unknown>;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
}

/**
 * The demo provider in a process of its own (demo-provider/main.ts) on a free loopback port, so
 * the work it does drawing photos and PDFs is not counted as the site's memory or CPU. Resolves
 * once it answers; it is also ended when this process exits.
 */
export async function startProviderProcess(
  token: string,
  schoolCode = 'DEMO01',
  opts: { nice?: number } = { nice: 10 },
): Promise<ProviderProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['demo-provider/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PROVIDER_TOKEN: token,
      SCHOOL_CODE: schoolCode,
      DEMO_PROVIDER_PORT: String(port),
      DEMO_PROVIDER_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const kill = () => child.kill('SIGTERM');
  process.on('exit', kill);
  const exited = new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
  const url = `http://127.0.0.1:${port}`;
  const headers = { authorization: `Bearer ${token}`, 'x-school-code': schoolCode };
  const control = async (path: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(`${url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`provider control ${path}: ${res.status}`);
    return res.json();
  };
  const stop = async () => {
    process.off('exit', kill);
    kill();
    await exited;
  };
  // Deadline-bound, not attempt-bound: a start on a busy host takes seconds of CPU.
  for (const deadline = Date.now() + READY_WITHIN_MS; ;) {
    if (child.exitCode !== null) throw new Error(`the demo provider exited with ${child.exitCode} before it was ready`);
    if ((await fetch(`${url}/__demo/stats`, { headers }).catch(() => null))?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the demo provider did not answer within ${READY_WITHIN_MS / 1000} s`);
    }
    await sleep(100);
  }
  // It stands for the vendor's machine: once started, it yields the cores to the site.
  if (opts.nice !== undefined) setPriority(child.pid!, opts.nice);
  return { url, pid: child.pid!, control, stop };
}
