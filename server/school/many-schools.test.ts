import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startDemoProviders } from '../../demo-provider/hub.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loggerOptions } from '../observability/logging.ts';
import { TEST_APP_OPTIONS } from '../testing/harness.ts';
import { writeSchoolsFile } from '../testing/schools-file.ts';

// One process, two schools chosen by Host (SCHOOLS_FILE): each answer is one school's, an unknown
// host gets a neutral 421, an alias redirects, one school's refused token leaves the other ready, and
// a third whose folder has no content answers 503 while the others serve.

const root = join(import.meta.dirname, '..', '..');
const COLUMBA = "St. Columba's Diocesan School";
const HILL = 'Hill View Public School';
const METRICS_TOKEN = 'metrics-token-0123456789';

interface Site {
  app: App;
  logs: string[];
  close(): Promise<void>;
}

/** The two schools behind the demo's one address (a third, broken); `hillToken` is what the site sends Hill View's. */
async function startTwoSchools(hillToken?: string): Promise<Site> {
  // The vendor's one address for every school (demo-provider/hub.ts).
  const provider = await startDemoProviders([
    { token: 'columba-token', schoolCode: 'DEMO01', contentDir: join(root, 'content'), control: false },
    { token: 'hill-token', schoolCode: 'HILL01', contentDir: join(root, 'examples', 'hillview'), control: false },
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'many-schools-'));
  const file = join(dir, 'schools.yaml');
  const providerUrl = provider.url;
  writeSchoolsFile(file, [
    {
      host: ['www.columba.example', 'columba.example'],
      contentDir: join(root, 'content'),
      schoolCode: 'DEMO01',
      providerUrl,
      tokenEnv: 'COLUMBA_TOKEN',
    },
    {
      host: 'hill.example',
      contentDir: join(root, 'examples', 'hillview'),
      schoolCode: 'HILL01',
      providerUrl,
      tokenEnv: 'HILL_TOKEN',
    },
    { host: 'broken.example', contentDir: dir, schoolCode: 'BROKEN', providerUrl, tokenEnv: 'COLUMBA_TOKEN' },
  ]);
  const config = loadConfig({ NODE_ENV: 'test', SCHOOLS_FILE: file, METRICS_TOKEN, UPSTREAM_TIMEOUT_MS: '30000' });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config,
    env: { COLUMBA_TOKEN: 'columba-token', HILL_TOKEN: hillToken ?? 'hill-token' },
    clientDist: null,
    logger: { ...(loggerOptions(config) as object), stream },
    ...TEST_APP_OPTIONS,
  });
  await app.ready();
  return {
    app,
    logs,
    async close() {
      await app.close();
      await provider.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('two schools in one process', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startTwoSchools();
  });
  afterAll(() => site.close());
  const get = (host: string, url: string) => site.app.inject({ url, headers: { host } });

  test('each host answers with its own school only', async () => {
    const columba = await get('www.columba.example', '/bff/site');
    const hill = await get('hill.example', '/bff/site');
    expect(columba.statusCode).toBe(200);
    expect(hill.statusCode).toBe(200);
    expect(columba.body).toContain(COLUMBA);
    expect(columba.body).not.toContain(HILL);
    expect(hill.body).toContain(HILL);
    expect(hill.body).not.toContain('Columba');
    const news = await get('hill.example', '/bff/news');
    expect(news.statusCode).toBe(200);
  });

  test('a Host in upper case, with a port or a trailing dot is the same school', async () => {
    for (const host of ['HILL.Example:8080', 'hill.example.']) {
      const res = await get(host, '/bff/site');
      expect(res.statusCode, host).toBe(200);
      expect(res.body, host).toContain(HILL);
    }
  });

  test("an unknown Host gets a neutral 421 with no school's name; liveness answers on any host", async () => {
    const res = await get('other.example', '/');
    expect(res.statusCode).toBe(421);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Site not found');
    expect(res.body).not.toMatch(/Columba|Hill View/);
    expect((await get('10.0.0.5:3000', '/bff/site')).statusCode).toBe(421);
    expect((await get('10.0.0.5:3000', '/healthz')).statusCode).toBe(200);
  });

  test('a school whose folder could not be read answers 503 with a neutral page, and is logged by its code', async () => {
    const res = await get('broken.example', '/');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
    expect(res.body).not.toMatch(/Columba|Hill View/);
    expect(site.logs.some((l) => l.includes('"school":"BROKEN"') && l.includes('not served'))).toBe(true);
  });

  test('an alias redirects to the school’s address, path and query kept', async () => {
    const res = await get('columba.example', '/bff/news?year=2026');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://www.columba.example/bff/news?year=2026');
  });

  test("the cache budgets are shared: every school's together stay within them", () => {
    const { all } = site.app.schools;
    const sum = (pick: (budget: { cacheBytes: number; imageBytes: number }) => number) =>
      all.reduce((total, school) => total + pick(school.budget), 0);
    expect(all.length).toBe(2);
    expect(sum((b) => b.cacheBytes)).toBeLessThanOrEqual(site.app.config.CACHE_MAX_BYTES);
    expect(sum((b) => b.imageBytes)).toBeLessThanOrEqual(site.app.config.IMAGE_CACHE_MAX_BYTES);
    expect(all[0]!.budget.cacheBytes).toBe(Math.floor(site.app.config.CACHE_MAX_BYTES / 3));
  });

  test('metrics and logs name the school', async () => {
    await get('hill.example', '/bff/site');
    const text = (
      await site.app.inject({
        url: '/metrics',
        headers: { host: 'hill.example', authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).body;
    expect(text).toMatch(/^bff_content_info\{school="DEMO01",version="[^"]+"\} 1$/m);
    expect(text).toMatch(/^bff_content_info\{school="HILL01",version="[^"]+"\} 1$/m);
    expect(text).toMatch(/^bff_provider_state\{school="HILL01",state="[a-z-]+"\} 1$/m);
    const line = site.logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.path === '/bff/site');
    expect(line?.school).toBeDefined();
  });
});

describe("one school's provider refuses its token", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startTwoSchools('a-wrong-token');
  });
  afterAll(() => site.close());

  test("that school's /readyz says so; the other stays ready", async () => {
    const hill = await site.app.inject({ url: '/readyz', headers: { host: 'hill.example' } });
    const columba = await site.app.inject({ url: '/readyz', headers: { host: 'www.columba.example' } });
    expect(hill.statusCode).toBe(503);
    expect(hill.body).toMatch(/token/i);
    expect(columba.statusCode).toBe(200);
  });
});
