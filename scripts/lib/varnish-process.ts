import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './net.ts';

/** varnishd from PATH or Debian's sbin folders. */
export function findVarnishd(): string {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  const found = dirs
    .filter(Boolean)
    .map((dir) => join(dir, 'varnishd'))
    .find((path) => existsSync(path));
  if (!found)
    throw new Error("varnishd is not installed: `apt-get install varnish` (.ci/run installs Debian's package)");
  return found;
}

export interface VarnishProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  /** varnishd's output, for errors. */
  output(): string;
  /** SIGTERM to its process group, SIGKILL after 5 s; removes its working folder. */
  stop(): Promise<void>;
}

/**
 * A small foreground varnishd with `vcl` on a free loopback port, in its own process group so stop()
 * ends its worker too. Resolves once `ready(base)` holds, within 20 s.
 */
export async function startVarnish(
  vcl: ShippedVcl,
  ready: (base: string) => Promise<boolean>,
): Promise<VarnishProcess> {
  const workDir = mkdtempSync(join(tmpdir(), 'varnish-'));
  const vclPath = join(workDir, 'main.vcl');
  writeFileSync(vclPath, vcl.main);
  // Its includes are found in the working folder (vcl_path), as /etc/varnish in the image.
  for (const [name, text] of Object.entries(vcl.includes)) writeFileSync(join(workDir, name), text);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const params = [
    ...['thread_pools=1', 'thread_pool_min=5', 'thread_pool_max=50', 'vsl_space=1M'],
    // As docker-compose.yml: header limits under the site's.
    ...['http_req_size=12288', 'http_req_hdr_len=8192'],
    `vcl_path=${workDir}`,
  ];
  const child = spawn(
    findVarnishd(),
    [
      ...['-F', '-j', 'none', '-T', 'none', '-a', `127.0.0.1:${port}`, '-f', vclPath],
      ...['-n', join(workDir, 'varnishd'), '-s', 'malloc,64m'],
      ...params.flatMap((param) => ['-p', param]),
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('error', (error) => (output += `\n${error.message}`));
  const stop = async () => {
    if (child.pid !== undefined) {
      const group = -child.pid;
      /** Signals the group; false once it is gone. */
      const signal = (name: NodeJS.Signals | 0) => {
        try {
          process.kill(group, name);
          return true;
        } catch {
          return false;
        }
      };
      signal('SIGTERM');
      for (let waited = 0; signal(0) && waited < 5000; waited += 50) await sleep(50);
      signal('SIGKILL');
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  // It compiles the VCL first, then answers.
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`varnishd exited before it was ready:\n${output}`);
    }
    if (await ready(base).catch(() => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd was not ready within 20 s:\n${output}`);
    }
    await sleep(100);
  }
  return { base, output: () => output, stop };
}

/** A shipped VCL as a test runs it: the main file and the files it includes, by name. */
export interface ShippedVcl {
  main: string;
  includes: Record<string, string>;
}

function replaceOnce(text: string, from: string, to: string, file: string): string {
  if (!text.includes(from))
    throw new Error(
      `examples/varnish/${file} no longer contains ${JSON.stringify(from)}; update scripts/lib/varnish-process.ts`,
    );
  return text.replace(from, to);
}

const shipped = (root: string, file: string) => readFileSync(join(root, 'examples', 'varnish', file), 'utf8');

/**
 * The shared rules (site.vcl) with the error page from the repository, and freshness cut to 1 s so
 * grace and background revalidation happen within seconds (placed before the shipped sub of the
 * same name, which VCL runs after it).
 */
function testRules(root: string): Record<string, string> {
  const rules = shipped(root, 'site.vcl').replaceAll(
    '"/etc/varnish/error.html"',
    JSON.stringify(join(root, 'examples', 'varnish', 'error.html')),
  );
  const shortTtl = 'sub vcl_backend_response {\n    if (beresp.ttl > 1s) {\n        set beresp.ttl = 1s;\n    }\n}\n';
  return { 'site.vcl': replaceOnce(rules, '\nsub vcl_recv {', `\n${shortTtl}\nsub vcl_recv {`, 'site.vcl') };
}

/** The shipped VCL (default.vcl) aimed at the test's site. */
export function testVcl(root: string, sitePort: number): ShippedVcl {
  let main = shipped(root, 'default.vcl');
  main = replaceOnce(main, '.host = "site";', '.host = "127.0.0.1";', 'default.vcl');
  main = replaceOnce(main, '.port = "3000";', `.port = "${sitePort}";`, 'default.vcl');
  return { main, includes: testRules(root) };
}

/** The sharded variant (sharded.vcl) aimed at the test's replicas, probed every second. */
export function shardedTestVcl(root: string, replicaPorts: readonly number[]): ShippedVcl {
  let main = shipped(root, 'sharded.vcl');
  replicaPorts.forEach((port, i) => {
    main = replaceOnce(
      main,
      `.host = "site${i + 1}";\n    .port = "3000";`,
      `.host = "127.0.0.1";\n    .port = "${port}";`,
      'sharded.vcl',
    );
  });
  main = replaceOnce(main, '.interval = 5s;', '.interval = 1s;', 'sharded.vcl');
  return { main, includes: testRules(root) };
}
