// The career application form (/career): required fields, success, a refused e-mail, with scripts and without.
import { describe, beforeEach, expect, test } from 'vitest';
import { CAREER_FIELD_MESSAGES, MESSAGES } from '../shared/messages.ts';
import { baseUrl } from './browser.ts';
import { expectNothingLeaked, serverLogMark, useFormPage, useNoScriptPages } from './forms.ts';
import { useBrowser } from './site.ts';
import { waitForContent } from './waits.ts';

const browser = useBrowser();
const { t, posts } = useFormPage(browser);

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
  const openWithoutScripts = useNoScriptPages(browser);

  test('the career form: a wrong field comes back beside its field, then the confirmation; nothing typed is in a URL or the log', async () => {
    const logStart = await serverLogMark();
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
    await expectNothingLeaked(logStart, second.headers()['x-request-id']!, addresses, Object.values(applicant));
    done(/status of 400/);
  });
});
