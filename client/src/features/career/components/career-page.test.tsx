import { screen, waitFor } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderAt, stubFetch } from '@/components/filters/filters-test-utils.tsx';
import type { FormReply } from '@shared/form-reply.ts';
import { CAREER_FIELD_MESSAGES, MESSAGES } from '@shared/messages.ts';
import CareerPage from './career-page.tsx';

const FILLED = {
  name: 'Meera Nair',
  email: 'meera@example.com',
  phone: '+91 98765 43210',
  message: 'I would like to apply for the post of PGT Chemistry.',
};

/** The form's status region (the test host has a status <output> of its own). */
const confirmation = () => document.querySelector<HTMLElement>('.career-form__outcome[role="status"]')!;

const box = (name: string) => screen.getByRole('textbox', { name });

async function fillIn(user: UserEvent, values: Partial<typeof FILLED> = FILLED) {
  if (values.name) await user.type(box('Name'), values.name);
  if (values.email) await user.type(box('Email'), values.email);
  if (values.phone) await user.type(box('Phone No.'), values.phone);
  if (values.message) await user.type(box('Your Message'), values.message);
}

function expectFieldsKept() {
  expect(box('Name')).toHaveValue(FILLED.name);
  expect(box('Email')).toHaveValue(FILLED.email);
  expect(box('Phone No.')).toHaveValue(FILLED.phone);
  expect(box('Your Message')).toHaveValue(FILLED.message);
}

/** The page under the root route (its school data), once its form is shown; with `formReply`, as the server's answer to a post. */
async function show(formReply?: FormReply) {
  const shown = renderAt('/career', CareerPage, formReply ? { formReply } : {});
  await screen.findByRole('heading', { name: 'Application Form' });
  return shown;
}

describe('CareerPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks every field required, visibly and for assistive technology', async () => {
    await show();
    expect(screen.getByRole('heading', { name: 'Application Form' })).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Phone No.', 'Your Message']) {
      const input = box(label);
      expect(input).toBeRequired();
      expect(input.closest('div')!.querySelector('label')).toHaveTextContent(`${label} *`);
    }
    expect(box('Email')).toHaveAttribute('type', 'email');
  });

  it('sends the application, says so and clears the fields', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => jsonResponse({ message: MESSAGES.careerSuccess }));
    await show();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(confirmation()).toHaveTextContent(MESSAGES.careerThanks));
    expect(confirmation()).toHaveTextContent(/What happens next/);
    expect(confirmation()).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/bff/career');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(FILLED);
    for (const label of ['Name', 'Email', 'Phone No.', 'Your Message']) {
      expect(box(label)).toHaveValue('');
    }
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it.each([
    [
      'a 400 naming the field',
      () => errorResponse(400, 'Please enter a valid phone number.'),
      'Please enter a valid phone number.',
    ],
    [
      'a 429',
      () => errorResponse(429, 'Too many submissions from your connection. Please wait a minute and try again.'),
      'Too many submissions from your connection. Please wait a minute and try again.',
    ],
    [
      'a 502',
      () => errorResponse(502, 'We could not send your application just now. Please try again in a few minutes.'),
      'We could not send your application just now. Please try again in a few minutes.',
    ],
    [
      'a 429 without a body',
      () => new Response('', { status: 429 }),
      'Too many submissions from your connection. Please wait a minute and try again.',
    ],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'We could not send your application just now. Please try again in a few minutes.',
    ],
  ])('explains %s and keeps what was typed', async (_case, answer, message) => {
    const user = userEvent.setup();
    stubFetch(answer);
    await show();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(confirmation()).toHaveTextContent('');
    expectFieldsKept();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('refuses an e-mail address without a domain before sending, with the message beside the field', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => jsonResponse({ message: MESSAGES.careerSuccess }));
    await show();
    await fillIn(user, { ...FILLED, email: 'meera@localhost' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please correct Email.');
    expect(box('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Email')).toHaveAccessibleDescription(CAREER_FIELD_MESSAGES.invalid.email);
    expect(box('Email')).toHaveFocus();
    expect(box('Name')).not.toHaveAttribute('aria-invalid');
    expect(box('Name')).not.toHaveAttribute('aria-describedby');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never sends a malformed e-mail address, phone number or blank fields', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => jsonResponse({ message: MESSAGES.careerSuccess }));
    await show();
    await fillIn(user, { ...FILLED, email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(box('Email'));
    await user.type(box('Email'), 'meera@example.com');
    await user.clear(box('Phone No.'));
    await user.type(box('Phone No.'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(box('Phone No.')).toHaveAccessibleDescription(CAREER_FIELD_MESSAGES.invalid.phone);
    await user.clear(box('Phone No.'));
    await user.type(box('Phone No.'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(box('Phone No.')).toHaveAccessibleDescription(CAREER_FIELD_MESSAGES.empty.phone);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names each field left blank (spaces only) beside it, focuses the first, and clears a message once its field is edited', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => jsonResponse({}));
    await show();
    // `required` is satisfied by spaces; the page is not.
    await fillIn(user, { ...FILLED, name: '  ', phone: ' ' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 2 fields: Name, Phone No.');
    expect(box('Name')).toHaveAccessibleDescription(CAREER_FIELD_MESSAGES.empty.name);
    expect(box('Phone No.')).toHaveAccessibleDescription(CAREER_FIELD_MESSAGES.empty.phone);
    expect(box('Name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(box('Name'), 'Meera');
    expect(box('Name')).not.toHaveAttribute('aria-invalid');
    expect(box('Phone No.')).toHaveAccessibleDescription(CAREER_FIELD_MESSAGES.empty.phone);
  });

  it('posts to its own page without scripts: a real method and action, and no browser bubbles', async () => {
    await show();
    const form = box('Name').closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/career#application');
    expect(form).toHaveAttribute('novalidate');
  });

  it("shows the server's answer to a post without scripts: the form refilled, each message beside its field", async () => {
    await show({
      sent: false,
      values: { name: '', email: 'meera@localhost', phone: FILLED.phone, message: FILLED.message },
      fieldErrors: { name: CAREER_FIELD_MESSAGES.empty.name, email: CAREER_FIELD_MESSAGES.invalid.email },
    });
    expect(box('Email')).toHaveValue('meera@localhost');
    expect(box('Your Message')).toHaveValue(FILLED.message);
    expect(box('Name')).toHaveAccessibleDescription(CAREER_FIELD_MESSAGES.empty.name);
    expect(box('Email')).toHaveAccessibleDescription(CAREER_FIELD_MESSAGES.invalid.email);
    expect(box('Phone No.')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 2 fields: Name, Email.');
  });

  it("shows the server's confirmation, and its refusal with what was typed kept", async () => {
    const { unmount } = await show({ sent: true, values: {}, fieldErrors: {} });
    expect(screen.getByText(MESSAGES.careerThanks)).toBeInTheDocument();
    expect(box('Name')).toHaveValue('');
    unmount();
    await show({ sent: false, values: FILLED, fieldErrors: {}, message: MESSAGES.careerFailed });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.careerFailed);
    expectFieldsKept();
  });

  it('shows progress and sends one request for a double click', async () => {
    const user = userEvent.setup();
    let answer: (res: Response) => void = () => {};
    const fetchMock = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await show();
    await fillIn(user);
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));

    const button = screen.getByRole('button', { name: 'Submitting…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(jsonResponse({ message: MESSAGES.careerSuccess }));
    await waitFor(() => expect(confirmation()).toHaveTextContent(MESSAGES.careerThanks));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('lists the open posts from the content folder', async () => {
    await show();
    const posts = screen.getByRole('region', { name: 'Open posts' });
    expect(posts).toHaveTextContent('PGT Physics');
    expect(posts).toHaveTextContent('M.Sc. and B.Ed.');
    expect(posts).toHaveTextContent('Librarian');
  });
});
