// wrk, the load generator of the page benches: a JavaScript one on the same cores would spend more
// time reading pages than the server takes to send them.
import { execFile, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface WrkRun {
  rate: number;
  p50: number;
  p99: number;
  /** Bytes read per answer, headers included. */
  bytesPerAnswer: number;
}

function ms(text: string): number {
  const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : n;
}

function wrkArgs(url: string, seconds: number, opts: { connections: number; script?: string }): string[] {
  const args = [
    '-t1',
    `-c${opts.connections}`,
    `-d${seconds}s`,
    '--latency',
    '-H',
    `accept-encoding: ${ACCEPT_ENCODING}`,
  ];
  if (opts.script) args.push('-s', opts.script);
  return [...args, url];
}

function parsed(url: string, out: string): WrkRun {
  if (/Non-2xx or 3xx responses|Socket errors/.test(out)) throw new Error(`${url}: wrk saw failures\n${out}`);
  const [, count, read, unit] = /(\d+) requests in [\d.]+\w+, ([\d.]+)([KMG]?B) read/.exec(out) ?? [];
  const scale = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[unit ?? 'B'] ?? 1;
  return {
    bytesPerAnswer: (Number(read) * scale) / Number(count),
    rate: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: ms(/\n\s+50%\s+(\S+)/.exec(out)?.[1] ?? ''),
    p99: ms(/\n\s+99%\s+(\S+)/.exec(out)?.[1] ?? ''),
  };
}

/** One wrk run with a browser's accept-encoding; fails on errors or statuses other than 2xx/3xx. */
export function wrk(url: string, seconds: number, opts: { connections: number; script?: string }): WrkRun {
  return parsed(url, execFileSync('wrk', wrkArgs(url, seconds, opts), { encoding: 'utf8' }));
}

/** The same, while this process goes on with other work. */
export async function wrkAlongside(
  url: string,
  seconds: number,
  opts: { connections: number; script?: string },
): Promise<WrkRun> {
  const { stdout } = await promisify(execFile)('wrk', wrkArgs(url, seconds, opts), { encoding: 'utf8' });
  return parsed(url, stdout);
}

/** Throws unless wrk is installed. */
export function needWrk(part: string): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (err) {
    // wrk prints its version and exits 1.
    if ((err as { status?: number }).status !== 1)
      throw new Error(`the ${part} bench needs wrk: apt-get install wrk`, { cause: err });
  }
}

/** A wrk script that asks for each path in turn, at each host in turn (null: wrk's own Host). */
export function rotationScript(name: string, paths: readonly string[], hosts: readonly string[] | null): string {
  const file = join(tmpdir(), `${name}-${process.pid}.lua`);
  const list = (items: readonly string[]) => `{${items.map((item) => JSON.stringify(item)).join(', ')}}`;
  // Made in init, once wrk has set its headers (Host, -H); a request's own headers replace them all.
  writeFileSync(
    file,
    `local paths = ${list(paths)}
local hosts = ${list(hosts ?? [''])}
local requests = {}
init = function(args)
  for _, host in ipairs(hosts) do
    for _, path in ipairs(paths) do
      local headers = {}
      for k, v in pairs(wrk.headers) do headers[k] = v end
      if host ~= "" then headers["Host"] = host end
      requests[#requests + 1] = wrk.format(nil, path, headers)
    end
  end
end
local i = 0
request = function()
  i = i % #requests + 1
  return requests[i]
end
`,
  );
  return file;
}
