// `npm run dev`: the server (restarting on change) and Vite's dev server proxying to it. Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
];

function stop(code: number): void {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
