import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './net.ts';

const root = join(import.meta.dirname, '..', '..');

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
export async function startProviderProcess(token: string, schoolCode = 'DEMO01'): Promise<ProviderProcess> {
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
  // It stands for the vendor's servers, which in production are another machine: here it shares
  // the cores with the site, and yields them to it. In the soak's oversized-body phase, the
  // provider making 5 MB answers held a core while the site's slowest answers waited for one.
  // (Without a pid the spawn failed; the readiness loop below reports it. setPriority without one
  // would lower this process instead.)
  if (child.pid !== undefined) setPriority(child.pid, 10);
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
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the demo provider exited with ${child.exitCode} before it was ready`);
    if ((await fetch(`${url}/__demo/stats`, { headers }).catch(() => null))?.ok)
      return { url, pid: child.pid!, control, stop };
    if (i > 100) {
      await stop();
      throw new Error('the demo provider did not start');
    }
    await sleep(100);
  }
}
