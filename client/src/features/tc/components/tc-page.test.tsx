import { MESSAGES } from '@shared/messages.ts';
import { screen, waitFor } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, renderAt, stubFetch } from '@/components/filters/filters-test-utils.tsx';
import { TEST_SCHOOL } from '@/testing/site-fixture.ts';
import TcPage from './tc-page.tsx';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

function jpegResponse(): Response {
  return new Response(JPEG, {
    status: 200,
    headers: { 'content-type': 'image/jpeg', 'content-disposition': 'attachment; filename="tc.jpg"' },
  });
}

async function fillIn(user: UserEvent, name: string, admission: string) {
  if (name) await user.type(screen.getByLabelText('Student Name'), name);
  if (admission) await user.type(screen.getByLabelText('Admission Number'), admission);
}

/** The page under the root route (its school data), once its form is shown. */
async function show() {
  renderAt('/Tc', TcPage);
  await screen.findByLabelText('Student Name');
}

const submit = () => screen.getByRole('button', { name: /^Submit|Submitting/ });

describe('TcPage', () => {
  let createObjectURL: ReturnType<typeof vi.fn>;
  let revokeObjectURL: ReturnType<typeof vi.fn>;
  let downloads: string[];

  beforeEach(() => {
    createObjectURL = vi.fn(() => 'blob:tc-1');
    revokeObjectURL = vi.fn();
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: revokeObjectURL, configurable: true });
    downloads = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the labelled fields, the button and the sample certificate', async () => {
    await show();
    expect(screen.getByLabelText('Student Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Admission Number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    // The admission number's format, from the content folder, is read with the field.
    expect(screen.getByLabelText('Admission Number')).toHaveAccessibleDescription(
      expect.stringContaining(TEST_SCHOOL.tc!.admissionNumberHint),
    );
    // The sample names this school, not "SCHOOL NAME".
    const sample = screen.getByRole('img', { name: /Sample transfer certificate/ });
    expect(sample).toHaveTextContent(TEST_SCHOOL.name);
    expect(sample).toHaveTextContent(TEST_SCHOOL.address.oneLine);
    expect(sample).not.toHaveTextContent('SCHOOL NAME');
  });

  it('refuses an empty or blank field without asking the server, and clears the message on edit', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => jpegResponse());
    await show();

    await fillIn(user, 'Asha', '   ');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByLabelText('Admission Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Student Name')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Admission Number'), '1');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('shows the certificate found in place of the sample, with Download (tc.jpg) and Print', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => jpegResponse());
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await show();

    await fillIn(user, ' Asha Thomas ', 'a-1024');
    await user.click(submit());
    const preview = await screen.findByRole('region', { name: 'Transfer certificate found' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/bff/tc');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Asha Thomas', admission: 'a-1024' });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect((createObjectURL.mock.calls[0]![0] as Blob).size).toBe(JPEG.length);

    expect(screen.getByRole('img', { name: 'Transfer certificate of Asha Thomas' })).toHaveAttribute(
      'src',
      'blob:tc-1',
    );
    expect(screen.queryByText('Sample transfer certificate')).toBeNull();
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', 'blob:tc-1');
    expect(download).toHaveAttribute('download', 'tc.jpg');
    await waitFor(() => expect(preview).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // Nothing is downloaded until the parent asks.
    expect(downloads).toEqual([]);
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });

  it('releases the image when another certificate replaces it', async () => {
    const user = userEvent.setup();
    stubFetch(() => jpegResponse());
    createObjectURL.mockReturnValueOnce('blob:tc-1').mockReturnValueOnce('blob:tc-2');
    await show();
    await fillIn(user, 'Asha Thomas', 'A-1024');
    await user.click(submit());
    await screen.findByRole('img', { name: 'Transfer certificate of Asha Thomas' });
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'blob:tc-2'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:tc-1');
  });

  it('marks both fields to check when the school has no certificate for them', async () => {
    const user = userEvent.setup();
    stubFetch(() => errorResponse(404, MESSAGES.tcNotFound));
    await show();
    await fillIn(user, 'Asha', 'A-1024');
    await user.click(submit());
    await screen.findByText(MESSAGES.tcNotFound);
    for (const label of ['Student Name', 'Admission Number']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.tcNotFound));
    }
  });

  it.each([
    [502, 'Failed to process your request. Please try again later.'],
    [502, 'Failed to download data.'],
    [404, MESSAGES.tcNotFound],
    [400, 'Please fill in all fields'],
    [429, 'Too many submissions from your connection. Please wait a minute and try again.'],
  ])('shows the server message of a %i answer', async (status, message) => {
    const user = userEvent.setup();
    stubFetch(() => errorResponse(status, message));
    await show();
    await fillIn(user, 'Asha', 'A-1024');
    await user.click(submit());
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(downloads).toEqual([]);
    expect(screen.getByLabelText('Student Name')).toHaveValue('Asha');
    expect(submit()).toBeEnabled();
  });

  it('shows the general failure text when the network fails or the answer has no message', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return new Response('<html>Bad gateway</html>', { status: 502 });
    });
    await show();
    await fillIn(user, 'Asha', 'A-1024');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to process your request. Please try again later.',
    );

    await user.type(screen.getByLabelText('Student Name'), 'x');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to process your request. Please try again later.',
    );
    expect(calls).toBe(2);
    // The next step after the spec's text: the office's number, as a link a phone can call.
    expect(screen.getByRole('alert')).toHaveTextContent(
      `If the details are right, please call the school office at ${TEST_SCHOOL.phone.display}.`,
    );
    expect(screen.getByRole('link', { name: TEST_SCHOOL.phone.display })).toHaveAttribute(
      'href',
      `tel:${TEST_SCHOOL.phone.tel}`,
    );
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
    await fillIn(user, 'Asha', 'A-1024');
    await user.dblClick(submit());

    const button = screen.getByRole('button', { name: 'Submitting…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(jpegResponse());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('shows the certificate the server found for a post without scripts, to download and print', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const url = 'data:image/jpeg;base64,/9j/4AAQ';
    renderAt('/Tc', TcPage, {
      formReply: {
        sent: true,
        values: { name: 'Asha Thomas', admission: 'A-1024' },
        fieldErrors: {},
        certificate: { url, name: 'Asha Thomas' },
      },
    });
    const image = await screen.findByRole('img', { name: 'Transfer certificate of Asha Thomas' });
    expect(image).toHaveAttribute('src', url);
    expect(screen.queryByText('Sample transfer certificate')).toBeNull();
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', url);
    expect(download).toHaveAttribute('download', 'tc.jpg');
    expect(screen.getByLabelText('Student Name')).toHaveValue('Asha Thomas');
    // With scripts running, Print prints.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });

  it("posts to its own page without scripts, and shows the server's answer: the details kept, and why", async () => {
    renderAt('/Tc', TcPage, {
      formReply: {
        sent: false,
        values: { name: 'Asha Verma', admission: 'XX-0000' },
        fieldErrors: {},
        message: MESSAGES.tcNotFound,
      },
    });
    const name = await screen.findByLabelText('Student Name');
    const form = name.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/Tc');
    expect(name).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Admission Number')).toHaveValue('XX-0000');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.tcNotFound);
    expect(screen.getByRole('alert')).toHaveTextContent(`call the school office at ${TEST_SCHOOL.phone.display}`);
  });
});
