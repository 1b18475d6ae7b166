// The bench's side of bench/providers.ts: every school's demo provider at one address, in a child
// process, with one school's provider hung or freed on request and the calls answered counted.
import { fork, type ChildProcess } from 'node:child_process';
import type { SchoolCopy } from '../scripts/lib/school-copies.ts';

export interface Providers {
  url: string;
  hang(code: string, on: boolean): Promise<void>;
  /** Calls answered so far, every school's. */
  calls(): Promise<number>;
  stop(): Promise<void>;
}

/** The schools' demo providers behind one address, in a child process (bench/providers.ts). */
export async function startProviders(
  schools: readonly SchoolCopy[],
  tokens: ReadonlyMap<string, string>,
): Promise<Providers> {
  const options = schools.map((s) => ({ token: tokens.get(s.code)!, schoolCode: s.code, contentDir: s.contentDir }));
  const child: ChildProcess = fork(new URL('./providers.ts', import.meta.url), {
    env: { ...process.env, BENCH_PROVIDERS: JSON.stringify(options) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { url: string }));
    child.once('exit', (code) => reject(new Error(`bench providers exited with ${code}`)));
  });
  return {
    url,
    hang: (code, on) =>
      new Promise((resolve) => {
        child.once('message', () => resolve());
        child.send({ hang: on, code });
      }),
    calls: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve((m as { calls: number }).calls));
        child.send({ calls: true });
      }),
    stop: async () => {
      child.send({ stop: true });
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    },
  };
}
