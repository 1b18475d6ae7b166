// The two forms: the transfer certificate download (/Tc) and the career application (/career).
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, test } from 'vitest';
import { TC_STUDENTS } from '../demo-provider/seed.ts';
import { MESSAGES } from '../shared/messages.ts';
import { baseUrl, DESKTOP } from './browser.ts';
import { school, useBrowser, useTestPage, waitForContent } from './site.ts';

const t = useTestPage(useBrowser(), DESKTOP);
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
  const submit = () => t.page.getByRole('button', { name: 'SUBMIT' });
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

  test('a known student downloads tc.jpg, a real JPEG', async () => {
    const student = TC_STUDENTS[0]!;
    await name().fill(student.name);
    await admission().fill(student.admission);
    const [download] = await Promise.all([t.page.waitForEvent('download'), submit().click()]);
    expect(download.suggestedFilename()).toBe('tc.jpg');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)], 'the first bytes of tc.jpg (JPEG SOI marker)').toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length, 'tc.jpg has an image in it').toBeGreaterThan(1000);
    await expect.poll(() => t.page.locator('.tc-form__done').textContent()).toContain('tc.jpg');
    expect(await error().textContent()).toBe('');
    expect(posts).toEqual(['/bff/tc']);
  });

  test('an unknown student is asked to check the details, with the office\'s number', async () => {
    await name().fill('Nobody Known');
    await admission().fill('XX0000-0000');
    const answered = t.page.waitForResponse((r) => r.url().endsWith('/bff/tc'));
    await submit().click();
    // A typo is not a server failure: 404, and the parent is told to check the details.
    expect((await answered).status(), 'the server finds no such student').toBe(404);
    await expect
      .poll(() => error().textContent(), { message: 'the message for an unknown student' })
      .toBe(`${MESSAGES.tcNotFound} If the details are right, please call the school office at ${school.phone.display}.`);
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
  const valid = { Name: 'Meera Joseph', Email: 'meera.joseph@example.com', 'Phone No.': '+91 98765 43210', 'Your Message': 'I would like to apply for the post of a mathematics teacher.' };

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
    await expect.poll(() => t.page.locator('.career-form__sent').textContent()).toBe(MESSAGES.careerSuccess);
    // A panel with the next step, in view and focused, above the emptied form.
    const outcome = t.page.locator('.career-form__outcome');
    expect(await outcome.textContent()).toMatch(/What happens next: the school office reads every application/);
    expect(await outcome.evaluate((el) => el === document.activeElement), 'the confirmation has focus').toBe(true);
    expect(await outcome.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight), 'the confirmation is on screen').toBe(true);
    for (const label of Object.keys(valid)) {
      expect(await field(label).inputValue(), `${label} after sending`).toBe('');
    }
    expect(posts).toEqual(['/bff/career']);
  });

  test('an invalid e-mail is refused before anything is sent', async () => {
    await fill({ ...valid, Email: 'meera.joseph' });
    await submit().click();
    // The browser's own check (type=email) stops the submission and flags the field.
    expect(await field('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch), 'the browser flags "meera.joseph"').toBe(true);

    // "name@host" passes the browser's check but not the page's, which asks for a domain with a dot.
    await field('Email').fill('meera@localhost');
    await submit().click();
    await expect.poll(() => t.page.locator('.career-form__error').textContent()).toMatch(/valid e-mail/);
    expect(await field('Email').getAttribute('aria-invalid')).toBe('true');

    expect(await t.page.locator('.career-form__outcome').textContent(), 'no success message').toBe('');
    expect(posts, 'requests sent with an invalid e-mail').toEqual([]);
    expect(await field('Name').inputValue(), 'what was typed stays').toBe(valid.Name);
  });
});
