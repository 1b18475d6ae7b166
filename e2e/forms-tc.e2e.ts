// The transfer certificate form (/Tc): refused input, a known and an unknown student, with scripts and without.
import { readFile } from 'node:fs/promises';
import { describe, beforeEach, expect, test } from 'vitest';
import { TC_STUDENTS } from '../demo-provider/seed.ts';
import { MESSAGES } from '../shared/messages.ts';
import { baseUrl } from './browser.ts';
import { school } from './content.ts';
import { expectNothingLeaked, serverLogMark, useFormPage, useNoScriptPages } from './forms.ts';
import { NOT_FOUND, useBrowser } from './site.ts';
import { waitForContent } from './waits.ts';

const browser = useBrowser();
const { t, posts } = useFormPage(browser);

describe('transfer certificate (/Tc)', () => {
  const name = () => t.page.getByLabel('Student Name');
  const admission = () => t.page.getByLabel('Admission Number');
  const submit = () => t.page.getByRole('button', { name: 'Submit' });
  const error = () => t.page.locator('.tc-form__error');

  beforeEach(async () => {
    await t.page.goto(`${baseUrl()}/Tc`);
    await waitForContent(t.page, 'form.tc-form');
  });

  test('an empty field shows "Please fill in all fields", sends nothing, and editing clears the message', async () => {
    await submit().click();
    await expect.poll(() => error().textContent(), { message: 'both fields empty' }).toBe(MESSAGES.tcEmptyField);

    await name().fill('Aarav Sharma');
    expect(await error().textContent(), 'the message after typing a name').toBe('');
    await submit().click();
    await expect.poll(() => error().textContent(), { message: 'admission number empty' }).toBe(MESSAGES.tcEmptyField);
    expect(await error().getAttribute('role'), 'the message is announced').toBe('alert');
    expect(await admission().getAttribute('aria-invalid'), 'the empty field is marked invalid').toBe('true');

    // Spaces only count as empty too.
    await admission().fill('   ');
    await submit().click();
    await expect.poll(() => error().textContent(), { message: 'admission number blank' }).toBe(MESSAGES.tcEmptyField);

    await admission().pressSequentially('S');
    expect(await error().textContent(), 'the message after an edit').toBe('');
    expect(posts, 'requests sent for incomplete forms').toEqual([]);
  });

  test("a known student's certificate shows in place of the sample, and downloads as tc.jpg, a real JPEG", async () => {
    const student = TC_STUDENTS[0]!;
    await expect.poll(() => admission().getAttribute('aria-describedby')).toMatch(/hint/);
    const hint = t.page.locator(`[id="${(await admission().getAttribute('aria-describedby'))!.split(' ')[0]}"]`);
    expect(await hint.textContent(), 'the format hint under the field').toBe(school.tc!.admissionNumberHint);
    await name().fill(student.name);
    // Typed as a parent might, in small letters.
    await admission().fill(student.admission.toLowerCase());
    await submit().click();
    const certificate = t.page.getByRole('img', { name: `Transfer certificate of ${student.name}` });
    await certificate.waitFor();
    expect(
      await certificate.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100),
      'the certificate image is shown',
    ).toBe(true);
    expect(await t.page.getByText('Sample transfer certificate').count(), 'the sample is gone').toBe(0);
    const [download] = await Promise.all([
      t.page.waitForEvent('download'),
      t.page.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tc.jpg');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)], 'the first bytes of tc.jpg (JPEG SOI marker)').toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length, 'tc.jpg has an image in it').toBeGreaterThan(1000);
    expect(await t.page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
    expect(await error().textContent()).toBe('');
    expect(posts).toEqual(['/bff/tc']);
  });

  test("an unknown student is asked to check the details, with the office's number", async () => {
    await name().fill('Nobody Known');
    await admission().fill('XX0000-0000');
    const answered = t.page.waitForResponse((r) => r.url().endsWith('/bff/tc'));
    await submit().click();
    // A typo is not a server failure: 404, and the parent is told to check the details.
    expect((await answered).status(), 'the server finds no such student').toBe(404);
    await expect
      .poll(() => error().textContent(), { message: 'the message for an unknown student' })
      .toBe(
        `${MESSAGES.tcNotFound} If the details are right, please call the school office at ${school.phone.display}.`,
      );
    expect(await error().getByRole('link').getAttribute('href')).toBe(`tel:${school.phone.tel}`);
    expect(await submit().isEnabled(), 'the form can be sent again').toBe(true);
    // The 404 is logged by Chromium as a failed resource: that is the case under test.
    t.expected.push(NOT_FOUND);
  });
});

describe('without scripts, at 360 px', () => {
  const openWithoutScripts = useNoScriptPages(browser);

  test('the TC form: an unknown student gets the page and the reason, a known one the page with the certificate; nothing typed is in a URL or the log', async () => {
    const logStart = await serverLogMark();
    const { page, addresses, done } = await openWithoutScripts('/Tc');
    await page.getByLabel('Student Name').fill('Nobody Known');
    await page.getByLabel('Admission Number').fill('XX0000-0000');
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).tap();
    expect((await refused).status()).toBe(404);
    expect(await page.locator('.tc-form__error').textContent()).toContain(MESSAGES.tcNotFound);
    expect(await page.getByLabel('Student Name').inputValue(), 'the details kept, to check').toBe('Nobody Known');

    const student = TC_STUDENTS[0]!;
    await page.getByLabel('Student Name').fill(student.name);
    await page.getByLabel('Admission Number').fill(student.admission.toLowerCase());
    const found = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).tap();
    const certificate = await found;
    expect(certificate.status()).toBe(200);
    expect(certificate.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(certificate.headers()['cache-control']).toBe('no-store');
    expect(certificate.headers()['x-robots-tag']).toBe('noindex, nofollow');
    // The site's page around it: its header, the certificate, Download; Print needs scripts, so is not offered.
    const image = page.getByRole('img', { name: `Transfer certificate of ${student.name}` });
    await image.waitFor();
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await image.getAttribute('src'), 'the certificate shown is a JPEG').toMatch(
      /^data:image\/jpeg;base64,\/9j\//,
    );
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth), 'and it loads').toBeGreaterThan(0);
    const download = page.getByRole('link', { name: 'Download' });
    expect(await download.getAttribute('download')).toBe('tc.jpg');
    expect(await download.getAttribute('href')).toBe(await image.getAttribute('src'));
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/Tc');
    await expectNothingLeaked(logStart, certificate.headers()['x-request-id']!, addresses, [
      student.name,
      student.admission,
      'Nobody Known',
    ]);
    done(/status of 404/);
  });
});
