import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { INTERNAL_ERROR_MARKERS } from '../../../demo-provider/app.ts';
import { startHarness } from '../../testing/harness.ts';
import { responseRecorder } from '../../testing/recorder.ts';

/** Everything the form tests receive, checked for the token by this file's last test. */
const { record, expectNothingLeaked, useHarness } = responseRecorder();

describe('resilience', () => {
  it('limits each form to the configured submissions per minute per client', async () => {
    const h = await startHarness({ FORM_RATE_LIMIT_MAX: '3' });
    try {
      const send = () => h.app.inject({ method: 'POST', url: '/bff/tc', payload: { name: '', admission: '' } });
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(400);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ statusCode: 429, message: MESSAGES.tooManyRequests });
      // Each form has its own allowance.
      const career = await h.app.inject({ method: 'POST', url: '/bff/career', payload: {} });
      expect(career.statusCode).toBe(400);
    } finally {
      await h.close();
    }
  });
});

describe('/bff routes against the demo provider', () => {
  const { h, post } = useHarness();

  it("downloads a known student's TC as tc.jpg, never cached, name not logged", async () => {
    const student = h.provider.tcStudents[0]!;
    const res = await supertest(h.app.server)
      .post('/bff/tc')
      .send({ name: ` ${student.name.toUpperCase()} `, admission: student.admission });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tc.jpg"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(h.logs.join('\n')).not.toContain(student.name);
    expect(h.logs.join('\n')).not.toContain(student.admission);
  });

  it('answers TC failures with the spec messages', async () => {
    const empty = await post('/bff/tc', { name: '  ', admission: 'SC1' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.tcEmptyField);
    const missing = await post('/bff/tc', { name: 'Someone' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.tcEmptyField);
    // A typo is the parent's to fix, not a server failure to retry.
    const unknown = await post('/bff/tc', { name: 'Nobody Known', admission: 'XX-0000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.tcNotFound);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('matches admission numbers whatever their case and surrounding spaces', async () => {
    const student = h.provider.tcStudents[0]!;
    const res = await supertest(h.app.server)
      .post('/bff/tc')
      .send({ name: student.name, admission: `  ${student.admission.toLowerCase()} ` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses markup and control characters in career fields, naming the field, and sends nothing on', async () => {
    const good = {
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      phone: '+91 98765 43210',
      message: 'Line one\nLine two\tend',
    };
    const before = h.provider.submissions.length;
    for (const [field, value] of [
      ['name', '<img src=x onerror=alert(1)>'],
      ['name', 'Priya\u0000Nair'],
      ['name', 'Priya \u202e'.replace('\u202e', '\u0085')],
      ['email', 'priya\u0007@example.com'],
      ['message', 'Hello\u0000'],
      ['message', '\u001b[31mred'],
    ] as const) {
      // From an address of its own: the form's rate limit is not what this test is about.
      const res = record(
        await h.app.inject({
          method: 'POST',
          url: '/bff/career',
          payload: { ...good, [field]: value },
          remoteAddress: '10.9.0.1',
        }),
      );
      expect(res.statusCode, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().message.toLowerCase(), field).toContain(field === 'email' ? 'e-mail' : field);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(h.provider.submissions.length).toBe(before);
    const ok = record(
      await h.app.inject({ method: 'POST', url: '/bff/career', payload: good, remoteAddress: '10.9.0.2' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(h.provider.submissions.at(-1)!.message).toBe('Line one\nLine two\tend');
  });

  it('sends a career form to the provider', async () => {
    const form = {
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      phone: '+91 98765 43210',
      message: 'I would like to apply for the post of PGT Chemistry.',
    };
    const res = await post('/bff/career', form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.careerSuccess });
    expect(h.provider.submissions.at(-1)).toMatchObject(form);
  });

  it.each([
    [{ name: 'A', email: 'not-an-email', phone: '9876543210', message: 'Hi' }, 'e-mail'],
    [{ name: 'A', email: 'a@example.com', phone: 'call me', message: 'Hi' }, 'phone'],
    [{ name: 'A', email: 'a@example.com', phone: '9876543210' }, 'message'],
    [{ name: '   ', email: 'a@example.com', phone: '9876543210', message: 'Hi' }, 'name'],
    [{ email: 'a@example.com', phone: '9876543210', message: 'Hi' }, 'name'],
  ])('refuses career form %j with 400 naming the %s', async (form, word) => {
    const before = h.provider.submissions.length;
    const res = await post('/bff/career', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(word);
    expect(h.provider.submissions.length).toBe(before);
  });

  it('refuses bodies over the form limit with 413', async () => {
    const res = await post('/bff/career', {
      name: 'A',
      email: 'a@example.com',
      phone: '9876543210',
      message: 'x'.repeat(20_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413 });
  });

  it("answers 502 without the provider's text when the provider fails a form", async () => {
    h.provider.switches.failStatus = 500;
    h.provider.switches.only = ['form', 'tc'];
    try {
      const career = await post('/bff/career', {
        name: 'A',
        email: 'a@example.com',
        phone: '9876543210',
        message: 'Hi',
      });
      expect(career.statusCode).toBe(502);
      expect(career.json().message).toBe(MESSAGES.careerFailed);
      const student = h.provider.tcStudents[0]!;
      const tc = await post('/bff/tc', student);
      expect(tc.statusCode).toBe(502);
      expect(tc.json().message).toBe(MESSAGES.tcFailed);
      for (const marker of INTERNAL_ERROR_MARKERS) expect(career.body + tc.body).not.toContain(marker);
    } finally {
      h.provider.reset();
    }
  });

  it('never shows the provider token in a response or a log line', () => {
    expectNothingLeaked(38);
  });
});
