// The two forms: the transfer certificate download (/Tc) and the career application (/career).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, test } from 'vitest';
import { TC_STUDENTS } from '../demo-provider/seed.ts';
import { CAREER_FIELD_MESSAGES, MESSAGES } from '../shared/messages.ts';
import { baseUrl, DESKTOP, PHONE } from './browser.ts';
import { useBrowser, useTestPage, useTestPages } from './site.ts';
import { school } from './content.ts';
import { waitForContent } from './waits.ts';

const browser = useBrowser();
const t = useTestPage(browser, DESKTOP);
/** Every form submission the page sent (POSTs), to prove that refused input sends nothing. */
let posts: string[];
beforeEach(() => {
  posts = [];
  t.page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
});

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
    t.errors = t.errors.filter((e) => !/status of 404/.test(e));
  });
});

describe('career (/career)', () => {
  const field = (label: string) => t.page.getByLabel(label);
  const submit = () => t.page.getByRole('button', { name: 'Submit' });
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await field(label).fill(value);
  };
  const valid = {
    Name: 'Meera Joseph',
    Email: 'meera.joseph@example.com',
    'Phone No.': '+91 98765 43210',
    'Your Message': 'I would like to apply for the post of a mathematics teacher.',
  };

  beforeEach(async () => {
    await t.page.goto(`${baseUrl()}/career`);
    await waitForContent(t.page, 'form.career-form');
  });

  test('every field is required, as the spec says', async () => {
    for (const label of Object.keys(valid)) {
      expect(await field(label).getAttribute('required'), `${label} is required`).not.toBeNull();
    }
    await submit().click();
    expect(posts, 'an empty form sends nothing').toEqual([]);
  });

  test('a complete form shows the success message and clears the fields', async () => {
    await fill(valid);
    const answered = t.page.waitForResponse((r) => r.url().endsWith('/bff/career'));
    await submit().click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => t.page.locator('.career-form__sent').textContent()).toBe(MESSAGES.careerThanks);
    // A panel with the next step, in view and focused, above the emptied form.
    const outcome = t.page.locator('.career-form__outcome');
    expect(await outcome.textContent()).toMatch(/What happens next: the school office reads every application/);
    expect(await outcome.evaluate((el) => el === document.activeElement), 'the confirmation has focus').toBe(true);
    expect(
      await outcome.evaluate(
        (el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight,
      ),
      'the confirmation is on screen',
    ).toBe(true);
    for (const label of Object.keys(valid)) {
      expect(await field(label).inputValue(), `${label} after sending`).toBe('');
    }
    expect(posts).toEqual(['/bff/career']);
  });

  test('an invalid e-mail is refused before anything is sent, the message beside the field', async () => {
    const message = t.page.getByText(CAREER_FIELD_MESSAGES.invalid.email);
    for (const email of ['meera.joseph', 'meera@localhost']) {
      // "name@host" would pass the browser's own check; the page asks for a domain with a dot.
      await fill({ ...valid, Email: email });
      await submit().click();
      await message.waitFor();
      expect(await field('Email').getAttribute('aria-invalid'), email).toBe('true');
      expect(
        await field('Email').evaluate((el) => el === document.activeElement),
        `${email}: the field to correct has focus`,
      ).toBe(true);
      expect(await t.page.locator('.career-form__error').textContent()).toBe('Please correct Email.');
    }
    expect(await t.page.locator('.career-form__outcome').textContent(), 'no success message').toBe('');
    expect(posts, 'requests sent with an invalid e-mail').toEqual([]);
    expect(await field('Name').inputValue(), 'what was typed stays').toBe(valid.Name);
  });
});

describe('without scripts, at 360 px', () => {
  const open = useTestPages(browser);
  const serverLog = () => readFile(join(process.cwd(), 'test-results', 'e2e-server.log'), 'utf8');

  /** A page without scripts: the app's own scripts are refused by the browser, which logs them. */
  async function openWithoutScripts(path: string) {
    const opened = await open({ ...PHONE, javaScriptEnabled: false });
    const addresses: string[] = [];
    opened.page.on('request', (request) => addresses.push(request.url()));
    await opened.page.goto(`${baseUrl()}${path}`);
    // `answered`: the statuses the test expects the form's answers to have, which Chromium logs as failed resources.
    const done = (answered: RegExp) =>
      opened.errors.splice(
        0,
        opened.errors.length,
        ...opened.errors.filter((e) => !/^requestfailed: .*\.js csp$/.test(e) && !answered.test(e)),
      );
    return { ...opened, addresses, done };
  }

  /** Once the server has logged the answer, nothing the visitor typed is in its log, and no address carried it. */
  async function expectNothingLeaked(requestId: string, addresses: string[], typed: string[]) {
    await expect
      .poll(async () => (await serverLog()).includes(requestId), { message: "the post's log line" })
      .toBe(true);
    const log = await serverLog();
    for (const value of typed) {
      for (const form of [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)]) {
        expect(log, `the server log holds "${form}"`).not.toContain(form);
        expect(
          addresses.filter((a) => a.includes(form)),
          `addresses with "${form}"`,
        ).toEqual([]);
      }
    }
  }

  test('the career form: a wrong field comes back beside its field, then the confirmation; nothing typed is in a URL or the log', async () => {
    const { page, addresses, done } = await openWithoutScripts('/career');
    const applicant = {
      name: 'Lalitha Ramaswamy',
      email: 'lalitha.r@example.com',
      phone: '+91 99001 22334',
      message: 'Primary teacher, six years in Bengaluru.',
    };
    await page.getByLabel('Name').fill(applicant.name);
    await page.getByLabel('Email').fill('lalitha@localhost');
    await page.getByLabel('Phone No.').fill(applicant.phone);
    await page.getByLabel('Your Message').fill(applicant.message);
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).tap();
    const first = await refused;
    expect(first.status()).toBe(400);
    expect(new URL(page.url()).pathname + new URL(page.url()).search, 'the address after sending').toBe('/career');
    const email = page.getByLabel('Email');
    expect(await email.inputValue(), 'the form refilled').toBe('lalitha@localhost');
    expect(await page.getByLabel('Your Message').inputValue()).toBe(applicant.message);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent(), 'the message beside the field').toBe(
      CAREER_FIELD_MESSAGES.invalid.email,
    );

    await email.fill(applicant.email);
    const accepted = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).tap();
    const second = await accepted;
    expect(second.status()).toBe(200);
    expect(await page.locator('.career-form__sent').textContent()).toBe(MESSAGES.careerThanks);
    expect(await page.getByLabel('Name').inputValue(), 'the form emptied').toBe('');
    await expectNothingLeaked(second.headers()['x-request-id']!, addresses, Object.values(applicant));
    done(/status of 400/);
  });

  test('the TC form: an unknown student gets the page and the reason, a known one the certificate; nothing typed is in a URL or the log', async () => {
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
    expect(certificate.headers()['content-type']).toBe('image/jpeg');
    expect(certificate.headers()['content-disposition']).toBe('inline; filename="tc.jpg"');
    expect([...(await certificate.body()).subarray(0, 3)], 'the certificate shown is a JPEG').toEqual([
      0xff, 0xd8, 0xff,
    ]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/Tc');
    await expectNothingLeaked(certificate.headers()['x-request-id']!, addresses, [
      student.name,
      student.admission,
      'Nobody Known',
    ]);
    done(/status of 404/);
  });
});
