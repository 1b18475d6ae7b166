import { describe, expect, it } from 'vitest';
import { CAREER_FIELD_MESSAGES, MESSAGES } from '../../../shared/messages.ts';
import { GOOD, replyIn, serveFormPages } from './form-pages.fixtures.ts';

describe('forms posted without scripts', () => {
  const forms = serveFormPages();
  const { post, send } = forms;

  it('sends a complete career application and answers with the page saying so, the fields emptied', async () => {
    const before = forms.h.provider.submissions.length;
    const res = await post('/career', GOOD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(replyIn(res.body)).toEqual({ sent: true, values: {}, fieldErrors: {} });
    expect(forms.h.provider.submissions.length).toBe(before + 1);
    expect(forms.h.provider.submissions.at(-1)).toMatchObject(GOOD);
    // Nothing of what was sent is in the server's log.
    const log = forms.h.logs.join('\n');
    for (const value of Object.values(GOOD)) expect(log).not.toContain(value);
  });

  it('refills a wrong career form with a message beside each wrong field, and sends nothing', async () => {
    const before = forms.h.provider.submissions.length;
    const res = await post('/career', {
      name: '  ',
      email: 'priya@localhost',
      phone: GOOD.phone,
      message: GOOD.message,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    const reply = replyIn(res.body);
    expect(reply.sent).toBe(false);
    expect(reply.values).toEqual({ name: '  ', email: 'priya@localhost', phone: GOOD.phone, message: GOOD.message });
    expect(reply.fieldErrors).toEqual({
      name: CAREER_FIELD_MESSAGES.empty.name,
      email: CAREER_FIELD_MESSAGES.invalid.email,
    });
    expect(forms.h.provider.submissions.length).toBe(before);
  });

  it('names a missing field, markup in the name and a repeated field, as the JSON API refuses them', async () => {
    const missing = replyIn((await post('/career', { name: GOOD.name, email: GOOD.email, phone: GOOD.phone })).body);
    expect(missing.fieldErrors).toEqual({ message: CAREER_FIELD_MESSAGES.empty.message });
    const markup = replyIn((await post('/career', { ...GOOD, name: '<b>Priya</b>' })).body);
    expect(markup.fieldErrors).toEqual({ name: CAREER_FIELD_MESSAGES.invalid.name });
    const repeated = await post('/career', `${new URLSearchParams(GOOD).toString()}&phone=123456789`);
    expect(repeated.statusCode).toBe(400);
    expect(Object.keys(replyIn(repeated.body).fieldErrors)).toEqual(['phone']);
  });

  it("keeps what was typed when the provider fails, with the visitor's message and not the provider's", async () => {
    forms.h.provider.switches.failStatus = 500;
    forms.h.provider.switches.only = ['form', 'tc'];
    try {
      const res = await post('/career', GOOD);
      expect(res.statusCode).toBe(502);
      expect(replyIn(res.body)).toEqual({ sent: false, values: GOOD, fieldErrors: {}, message: MESSAGES.careerFailed });
      const tc = await post('/Tc', forms.h.provider.tcStudents[0]!);
      expect(tc.statusCode).toBe(502);
      expect(replyIn(tc.body).message).toBe(MESSAGES.tcFailed);
    } finally {
      forms.h.provider.reset();
    }
  });

  it('takes a message of 3,000 Hindi letters, 27 KB once percent-encoded', async () => {
    const before = forms.h.provider.submissions.length;
    const message = 'नमस्ते'.repeat(500);
    expect(message.length).toBe(3000);
    const res = await post('/career', { ...GOOD, message });
    expect(res.statusCode).toBe(200);
    expect(forms.h.provider.submissions.length).toBe(before + 1);
  });

  it("checks what was typed as the page's script sends it, trimmed", async () => {
    const res = await post('/career', { ...GOOD, phone: `  ${GOOD.phone} `, name: ` ${GOOD.name}` });
    expect(res.statusCode).toBe(200);
    expect(forms.h.provider.submissions.at(-1)).toMatchObject({ phone: GOOD.phone, name: GOOD.name });
  });

  it('reads no fields from other bodies, and keeps the JSON API as it was', async () => {
    const before = forms.h.provider.submissions.length;
    // A text/plain form (enctype="text/plain") is a string: no field is read from it.
    const text = await send('/career', { 'content-type': 'text/plain' }, 'name=Priya', '198.51.100.250');
    expect(text.statusCode).toBe(400);
    expect(Object.keys(replyIn(text.body).fieldErrors)).toEqual(['name', 'email', 'phone', 'message']);
    const xml = await send('/career', { 'content-type': 'application/xml' }, '<name/>', '198.51.100.249');
    expect(xml.statusCode).toBe(400);
    expect(replyIn(xml.body).message).toBe(MESSAGES.formUnreadable);
    expect(forms.h.provider.submissions.length).toBe(before);
    const json = await send('/bff/career', {}, GOOD, '198.51.100.251');
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ message: MESSAGES.careerSuccess });
  });
});
