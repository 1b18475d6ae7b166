import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './net.ts';

const root = join(import.meta.dirname, '..', '..');
const READY_WITHIN_MS = 30_000;

export interface ProviderProcess {
  url: string;
  /** For reading its CPU time. */
  pid: number;
  /** A demo control route (`/__demo/...`): GET without a body, POST with one. */
  control(path: string, body?: unknown): Promise<unknown>;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
}

/** The demo provider in its own process (not counted as the site's CPU or memory); ends with this one. */
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
  // By deadline, not attempts: a busy host takes seconds.
  for (const deadline = Date.now() + READY_WITHIN_MS; ;) {
    if (child.exitCode !== null) throw new Error(`the demo provider exited with ${child.exitCode} before it was ready`);
    if ((await fetch(`${url}/__demo/stats`, { headers }).catch(() => null))?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the demo provider did not answer within ${READY_WITHIN_MS / 1000} s`);
    }
    await sleep(100);
  }
  // Stands for the vendor's machine: yields the cores to the site.
  if (opts.nice !== undefined) setPriority(child.pid!, opts.nice);
  return { url, pid: child.pid!, control, stop };
}
