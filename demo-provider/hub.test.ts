import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startDemoProviders, type DemoProviders } from './hub.ts';

const root = join(import.meta.dirname, '..');

describe('several schools behind one demo address', () => {
  let hub: DemoProviders;
  beforeAll(async () => {
    hub = await startDemoProviders([
      { token: 'columba-token', schoolCode: 'DEMO01', contentDir: join(root, 'content'), control: false },
      { token: 'hill-token', schoolCode: 'HILL01', contentDir: join(root, 'examples', 'hillview'), control: false },
    ]);
  });
  afterAll(() => hub.close());

  const get = (path: string, code: string | undefined, token: string) =>
    fetch(`${hub.url}${path}`, {
      headers: { authorization: `Bearer ${token}`, ...(code ? { 'x-school-code': code } : {}) },
    });

  test("each request reaches the school its header names, with that school's records and counts", async () => {
    const columba = await get('/api/topper/DEMO01', 'DEMO01', 'columba-token');
    const hill = await get('/api/topper/HILL01', 'HILL01', 'hill-token');
    expect(columba.status).toBe(200);
    expect(hill.status).toBe(200);
    expect(await columba.json()).toEqual(hub.schools.get('DEMO01')!.data.toppers);
    expect(await hill.json()).toEqual(hub.schools.get('HILL01')!.data.toppers);
    expect(hub.schools.get('DEMO01')!.school.name).not.toBe(hub.schools.get('HILL01')!.school.name);
    expect(hub.schools.get('DEMO01')!.callCount('topper')).toBe(1);
    expect(hub.schools.get('HILL01')!.callCount('topper')).toBe(1);
  });

  test("a school's token is its own; no header or an unknown code is refused", async () => {
    expect((await get('/api/topper/HILL01', 'HILL01', 'columba-token')).status).toBe(401);
    expect((await get('/api/topper/DEMO01', undefined, 'columba-token')).status).toBe(401);
    expect((await get('/api/topper/NOPE', 'NOPE', 'columba-token')).status).toBe(401);
  });

  test('two schools with one code are refused at start', async () => {
    await expect(
      startDemoProviders([
        { token: 't', schoolCode: 'SAME', contentDir: null },
        { token: 't', schoolCode: 'SAME', contentDir: null },
      ]),
    ).rejects.toThrow(/SAME twice/);
  });
});
