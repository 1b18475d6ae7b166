import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoProvider } from '../demo-provider/app.ts';
import { copy, edit, removeCopies } from '../server/content/load-content.fixtures.ts';
import { writeSchoolsFile } from '../server/testing/schools-file.ts';

const root = join(import.meta.dirname, '..');
const TOKEN = 'check-content-token';
let provider: Awaited<ReturnType<typeof startDemoProvider>>;

beforeAll(async () => {
  provider = await startDemoProvider({ token: TOKEN, schoolCode: 'DEMO01', control: false });
});
afterAll(async () => {
  removeCopies();
  await provider.close();
});

/** `check-content <folder> --provider` against the demo provider, as an office would run it. */
const run = (folder: string, env: Record<string, string> = { PROVIDER_URL: provider.url, PROVIDER_TOKEN: TOKEN }) =>
  promisify(execFile)(process.execPath, [join(root, 'scripts', 'check-content.ts'), folder, '--provider'], {
    cwd: root,
    env: { ...process.env, SCHOOL_CODE: 'DEMO01', ...env },
  }).then(
    (out) => ({ code: 0, ...out }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );

describe('npm run check-content -- --provider', { timeout: 60_000 }, () => {
  it('finds every file the example content links to at the provider', async () => {
    const good = await run(join(root, 'content'));
    expect(good.stdout).toMatch(/The provider \(127\.0\.0\.1:\d+\) has all \d+ files the content links to\./);
    expect(good.code).toBe(0);
  });

  it('fails naming each file the provider does not have, and where the content names it', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace('public/pdf/Medical-Certificate.pdf', 'public/pdf/Medical-2019.pdf'));
    edit(dir, 'pages/aims.md', (t) => `${t}\n[Old prospectus](/pdf/Prospectus-1999.pdf)\n`);
    const bad = await run(dir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('does not have 2 of the');
    expect(bad.stderr).toContain('  - public/pdf/Medical-2019.pdf (school.yaml pdfs.medicalCertificate)');
    expect(bad.stderr).toContain('  - public/pdf/Prospectus-1999.pdf (pages/aims.md)');
  });

  it('says what it needs when the provider is not configured', async () => {
    const bare = await run(join(root, 'content'), { PROVIDER_URL: '', PROVIDER_TOKEN: '' });
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('--provider needs PROVIDER_URL');
  });
});

describe('npm run check-content on a folder with only what is required', { timeout: 60_000 }, () => {
  it('passes examples/greenvalley with no problem and nothing to look at', async () => {
    const out = await promisify(execFile)(process.execPath, [
      join(root, 'scripts', 'check-content.ts'),
      join(root, 'examples', 'greenvalley'),
    ]);
    expect(out.stdout).toContain('Green Valley Convent School, school.yaml and 3 pages can be served.');
    expect(out.stdout).not.toContain('to look at');
    expect(out.stderr).toBe('');
  });
});

describe('npm run check-content -- --schools=FILE', { timeout: 60_000 }, () => {
  it("checks the schools file, then every school's folder, and fails naming the one that would not start", async () => {
    const broken = copy();
    edit(broken, 'school.yaml', (text) => text.replace(/^name: .*$/m, 'name:'));
    const file = join(broken, '..', `schools-${Date.now()}.yaml`);
    writeSchoolsFile(file, [
      {
        host: 'green.example',
        contentDir: join(root, 'examples', 'greenvalley'),
        schoolCode: 'GREEN',
        tokenEnv: 'GREEN_TOKEN',
      },
      { host: 'broken.example', contentDir: broken, schoolCode: 'BROKEN', tokenEnv: 'GREEN_TOKEN' },
    ]);
    const out = await promisify(execFile)(
      process.execPath,
      [join(root, 'scripts', 'check-content.ts'), `--schools=${file}`],
      { cwd: root, env: { ...process.env, PROVIDER_URL: 'https://erp.example', GREEN_TOKEN: 'secret' } },
    ).then(
      (done) => ({ code: 0, ...done }),
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
    expect(out.code).toBe(1);
    expect(out.stdout).toContain('== green.example (GREEN)');
    expect(out.stdout).toContain('Green Valley Convent School, school.yaml and 3 pages can be served.');
    expect(out.stdout).toContain('== broken.example (BROKEN)');
    expect(out.stderr).toMatch(/school\.yaml:\d+: name/);
    expect(out.stdout).toContain('1 of 2 schools can be served.');
    rmSync(file);
  });
});
