// runSoak in its own process (for bench/soak.ts), so its event loop and Node flags are its own
// (the floods' worker inherits flags, and `--input-type` would stop it loading).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runSoak, type SoakOptions, type SoakResult } from './run.ts';

const self = fileURLToPath(import.meta.url);

/** Runs the soak in a child process; resolves with its result. */
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
