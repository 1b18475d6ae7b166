// runSoak in a process of its own, for a caller that runs other work (bench/soak.ts): the load
// generator's event loop and Node flags are the soak's alone (a worker thread inherits its
// process's flags, and `--input-type` would stop the floods' worker from loading).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runSoak, type SoakOptions, type SoakResult } from './run.ts';

const self = fileURLToPath(import.meta.url);

/** Runs the soak in a child process and resolves with what it measured. */
export function runSoakApart(options: SoakOptions): Promise<SoakResult> {
  const child = fork(self, [String(options.seconds), options.logName], {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let result: SoakResult | null = null;
    child.once('message', (message) => (result = message as SoakResult));
    child.once('error', reject);
    child.once('exit', (code) =>
      result && code === 0 ? resolve(result) : reject(new Error(`the soak's process exited with ${code}`)),
    );
  });
}

if (process.argv[1] === self && process.send) {
  const result = await runSoak({ seconds: Number(process.argv[2]), logName: process.argv[3]! });
  await new Promise<void>((resolve, reject) =>
    process.send!(result, undefined, {}, (e) => (e ? reject(e) : resolve())),
  );
  process.disconnect();
}
