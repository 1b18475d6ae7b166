import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copy, edit, removeCopies } from '../content/load-content.fixtures.ts';
import { startHarness } from '../testing/harness.ts';

afterEach(removeCopies);

/** The lines the server logged with `msg`, parsed. */
const logged = (logs: string[], msg: string) =>
  logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => String(line.msg).startsWith(msg));

describe('files the content links to at the provider', () => {
  it('are asked about at start: a missing one is logged and named under /readyz down.files', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/public\/pdf\/Medical-Certificate\.pdf/, 'public/pdf/Gone.pdf'));
    const h = await startHarness({ CONTENT_DIR: dir, CHECK_PROVIDER_FILES: 'true' });
    try {
      await expect
        .poll(() => logged(h.logs, 'the content links to files the provider does not have'))
        .toEqual([
          expect.objectContaining({
            level: 40,
            missing: ['public/pdf/Gone.pdf (school.yaml pdfs.medicalCertificate)'],
          }),
        ]);
      const ready = await h.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json().down).toEqual({
        files: 'the provider has no public/pdf/Gone.pdf (school.yaml pdfs.medicalCertificate)',
      });
    } finally {
      await h.close();
    }
  });

  it('are asked about again after a reload, and a mended link clears the entry', async () => {
    const dir = copy();
    edit(dir, 'pages/aims.md', (t) => `${t}\n[Old prospectus](/pdf/Prospectus-1999.pdf)\n`);
    const h = await startHarness({ CONTENT_DIR: dir, CHECK_PROVIDER_FILES: 'true' }, { watchContent: true });
    const down = async () => (await h.app.inject('/readyz')).json<{ down?: Record<string, string> }>().down;
    try {
      await expect.poll(down).toEqual({ files: 'the provider has no public/pdf/Prospectus-1999.pdf (pages/aims.md)' });
      edit(dir, 'pages/aims.md', (t) => t.replace('\n[Old prospectus](/pdf/Prospectus-1999.pdf)\n', ''));
      await expect.poll(down, { timeout: 5000 }).toBeUndefined();
    } finally {
      await h.close();
    }
  });

  it('are not asked about when CHECK_PROVIDER_FILES is false (the tests default)', async () => {
    const dir = copy();
    writeFileSync(
      join(dir, 'pages', 'aims.md'),
      '---\ntitle: Aims\nsection: About Us\ndescription: d\nupdated: 2026-01-01\n---\n[x](/pdf/Gone.pdf)\n',
    );
    const h = await startHarness({ CONTENT_DIR: dir });
    try {
      expect((await h.app.inject('/readyz')).json().down).toBeUndefined();
      expect(h.provider.callCount('pdf')).toBe(0);
    } finally {
      await h.close();
    }
  });
});
