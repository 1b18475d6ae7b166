import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { PAGE_TC_MAX_BYTES } from './form-pages.ts';
import { replyIn, serveFormPages } from './form-pages.fixtures.ts';

describe('forms posted without scripts', () => {
  const forms = serveFormPages();
  const { post } = forms;

  it("answers a known student's certificate in the TC page, never cached or indexed, the details in no log line", async () => {
    const student = forms.h.provider.tcStudents[0]!;
    const typed = { name: ` ${student.name.toLowerCase()} `, admission: student.admission.toLowerCase() };
    const res = await post('/Tc', typed);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toContain('<h1>/Tc</h1>');
    const { certificate, ...reply } = replyIn(res.body);
    expect(reply).toEqual({ sent: true, values: typed, fieldErrors: {} });
    expect(certificate?.name).toBe(student.name.toLowerCase());
    const [head, data] = certificate!.url.split(',');
    expect(head).toBe('data:image/jpeg;base64');
    const image = Buffer.from(data!, 'base64');
    expect(image.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(image.length).toBeLessThanOrEqual(PAGE_TC_MAX_BYTES);
    const log = forms.h.logs.join('\n');
    expect(log).not.toContain(student.name);
    expect(log).not.toContain(student.admission);
  });

  it('answers an unknown student and an empty field with the TC page, the details kept', async () => {
    const unknown = await post('/Tc', { name: 'Nobody Known', admission: 'XX-0000' });
    expect(unknown.statusCode).toBe(404);
    expect(replyIn(unknown.body)).toEqual({
      sent: false,
      values: { name: 'Nobody Known', admission: 'XX-0000' },
      fieldErrors: {},
      message: MESSAGES.tcNotFound,
    });
    const empty = await post('/Tc', { name: 'Asha', admission: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(replyIn(empty.body)).toEqual({
      sent: false,
      values: { name: 'Asha', admission: ' ' },
      fieldErrors: { admission: MESSAGES.tcEmptyField },
      message: MESSAGES.tcEmptyField,
    });
  });

  it('says which TC field is longer than any record, and keeps both', async () => {
    const res = await post('/Tc', { name: 'A'.repeat(121), admission: 'SC1' });
    expect(res.statusCode).toBe(400);
    expect(replyIn(res.body)).toEqual({
      sent: false,
      values: { name: 'A'.repeat(121), admission: 'SC1' },
      fieldErrors: { name: MESSAGES.tcFieldTooLong },
      message: MESSAGES.tcFieldTooLong,
    });
  });
});
