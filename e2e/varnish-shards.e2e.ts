// Three replicas of one many-schools deployment (the same SCHOOLS_FILE on each) behind the sharded
// Varnish (examples/varnish/sharded.vcl): each school's pages are rendered and held on one replica
// only, and when a replica stops, its schools are answered by the others, with no 5xx.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copySchools, type SchoolCopy } from '../scripts/lib/school-copies.ts';
import { startSiteProcess, type SiteProcess } from '../scripts/lib/site-process.ts';
import { shardedTestVcl, startVarnish, type VarnishProcess } from '../scripts/lib/varnish-process.ts';
import { writeSchoolsFile } from '../server/testing/schools-file.ts';
import { TEST_SITE_ENV } from './site-env.ts';
import { root, send } from './varnish.ts';

const SCHOOLS = 9;
const REPLICAS = 3;
/** The test's probe: every second, sick after 3 failures of the last 5. */
const PROBE_WINDOW_MS = 4000;
const metricsToken = randomBytes(16).toString('hex');

/** Pages each school's rendered pages held by one replica, by school code. */
async function heldBySchool(replica: SiteProcess): Promise<Map<string, number>> {
  const res = await fetch(`${replica.base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const held = new Map<string, number>();
  for (const [, code, count] of (await res.text()).matchAll(/^bff_pages_held\{school="([^"]+)"\} (\d+)$/gm))
    held.set(code!, Number(count));
  return held;
}

/** Which replicas hold pages of each school (indexes into `replicas`). */
async function holders(replicas: readonly (SiteProcess | null)[]): Promise<Map<string, number[]>> {
  const byReplica = await Promise.all(replicas.map((r) => (r ? heldBySchool(r) : new Map<string, number>())));
  const found = new Map<string, number[]>();
  byReplica.forEach((held, i) => {
    for (const [code, count] of held) if (count > 0) found.set(code, [...(found.get(code) ?? []), i]);
  });
  return found;
}

describe('three replicas behind the sharded Varnish', { timeout: 240_000 }, () => {
  let dir: string;
  let schools: SchoolCopy[];
  const replicas: (SiteProcess | null)[] = [];
  let varnish: VarnishProcess | undefined;
  const get = (school: SchoolCopy, path: string) =>
    send(varnish!.base, 'GET', path, { host: school.host, 'accept-encoding': 'gzip' });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'varnish-shards-'));
    schools = copySchools(dir, SCHOOLS);
    const file = writeSchoolsFile(
      join(dir, 'schools.yaml'),
      schools.map((s) => ({
        host: s.host,
        publicUrl: `http://${s.host}`,
        contentDir: s.contentDir,
        schoolCode: s.code,
      })),
    );
    const env = {
      ...TEST_SITE_ENV,
      SCHOOLS_FILE: file,
      CONTENT_DIR: '',
      CONTENT_WATCH: 'false',
      METRICS_TOKEN: metricsToken,
    };
    replicas.push(
      ...(await Promise.all(
        Array.from({ length: REPLICAS }, () => startSiteProcess({ logLevel: 'warn', readyPath: '/healthz', env })),
      )),
    );
    const ports = replicas.map((r) => Number(new URL(r!.base).port));
    varnish = await startVarnish(
      shardedTestVcl(root, ports),
      async (at) => (await send(at, 'GET', '/healthz')).status === 200,
    );
    // Every replica's probe has passed once (a backend starts one good probe short of healthy).
    await sleep(1500);
  }, 120_000);

  afterAll(async () => {
    await varnish?.stop();
    await Promise.all(replicas.map((r) => r?.stop()));
    rmSync(dir, { recursive: true, force: true });
  });

  test("each school's pages are rendered and held on one replica only", async () => {
    for (const school of schools) {
      for (const path of ['/', '/about', '/news'])
        expect((await get(school, path)).status, `${school.host}${path}`).toBe(200);
    }
    const found = await holders(replicas);
    for (const school of schools) expect(found.get(school.code), school.host).toHaveLength(1);
    // The schools are spread: more than one replica holds some.
    const perReplica = replicas.map((_, i) => [...found.values()].filter((held) => held[0] === i).length);
    console.log(`varnish shards: ${SCHOOLS} schools held by ${REPLICAS} replicas as ${perReplica.join(' + ')}`);
    expect(perReplica.filter((n) => n > 0).length).toBeGreaterThan(1);
  });

  test("a stopped replica's schools are answered by the others, with no 5xx, and held by one of them", async () => {
    const before = await holders(replicas);
    const count = (i: number) => [...before.values()].filter((held) => held[0] === i).length;
    const stopped = [0, 1, 2].reduce((most, i) => (count(i) > count(most) ? i : most));
    const moved = schools.filter((s) => before.get(s.code)?.[0] === stopped);
    expect(moved.length).toBeGreaterThan(0);
    await replicas[stopped]!.stop();
    replicas[stopped] = null;
    // At once, within the probe window: a refused connection is tried on the next replica.
    for (const school of moved)
      expect((await get(school, '/events')).status, `${school.host}/events at once`).toBe(200);
    await sleep(PROBE_WINDOW_MS);
    const answers: string[] = [];
    for (const school of schools) {
      for (const path of ['/', '/about', '/news', '/events', '/gallery']) {
        const { status } = await get(school, path);
        if (status !== 200) answers.push(`${school.host}${path}: ${status}`);
      }
    }
    expect(answers).toEqual([]);
    const after = await holders(replicas);
    for (const school of moved) {
      expect(after.get(school.code), school.host).toHaveLength(1);
      expect(after.get(school.code)![0], school.host).not.toBe(stopped);
    }
  });
});
