import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';
import { startDemo } from './demo.ts';
import { writeSchoolsFile } from './testing/schools-file.ts';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'demo-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('startDemo with a schools file', () => {
  test('the schools without a provider of their own get the demo, each with its token; the others keep theirs', async () => {
    const file = join(dir, 'schools.yaml');
    writeSchoolsFile(file, [
      { host: 'columba.example', contentDir: join(root, 'content'), schoolCode: 'DEMO01' },
      {
        host: 'hill.example',
        contentDir: join(root, 'examples', 'hillview'),
        schoolCode: 'HILL01',
        tokenEnv: 'HILL_TOKEN',
      },
      {
        host: 'far.example',
        contentDir: join(root, 'examples', 'greenvalley'),
        schoolCode: 'FAR01',
        providerUrl: 'https://erp.example',
        tokenEnv: 'HILL_TOKEN',
      },
    ]);
    const demo = await startDemo(loadConfig({ NODE_ENV: 'test', SCHOOLS_FILE: file }), { HILL_TOKEN: 'hill-token' });
    try {
      const [columba, hill, far] = demo.sites!.map((site) => site.settings);
      expect(columba!.providerUrl).toBe(demo.providerUrl);
      expect(columba!.token).toBe(demo.providerToken);
      expect(hill!.providerUrl).toBe(demo.providerUrl);
      expect(hill!.token).toBe('hill-token');
      expect(far!.providerUrl).toBe('https://erp.example');
      const answer = await fetch(`${demo.providerUrl}/api/topper/HILL01`, {
        headers: { authorization: 'Bearer hill-token', 'x-school-code': 'HILL01' },
      });
      expect(answer.status).toBe(200);
      const farAtDemo = await fetch(`${demo.providerUrl}/api/topper/FAR01`, {
        headers: { authorization: 'Bearer hill-token', 'x-school-code': 'FAR01' },
      });
      expect(farAtDemo.status).toBe(401);
    } finally {
      await demo.close();
    }
  });
});
