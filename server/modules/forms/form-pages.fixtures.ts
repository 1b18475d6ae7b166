import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FormReply } from '../../../shared/form-reply.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';
import { builtSite } from '../pages/built-site.fixtures.ts';

// The forms posted without scripts: urlencoded to their own pages, answered with the page rendered
// with the outcome (here a stand-in server entry that prints the reply it was given).

const ENTRY = `
export function pageCacheKey(url) {
  return { key: url.pathname, form: true, textOnly: false };
}
export async function loadPage(url) {
  return { statusCode: 200, url };
}
export async function renderPage(context, origin, reply) {
  return { html: '<h1>' + context.url + '</h1><pre id="reply">' + JSON.stringify(reply ?? null).replace(/</g, '\\\\u003c') + '</pre>', head: '', hydration: '{}' };
}
`;

export const FORM = 'application/x-www-form-urlencoded';
export const GOOD = {
  name: 'Priya Nair',
  email: 'priya.nair@example.com',
  phone: '+91 98765 43210',
  message: 'PGT Chemistry, eight years.',
};

/** Starts the app with the stand-in entry for the tests of the calling file, and stops it after them. */
export function serveFormPages() {
  let h: Harness | undefined;
  let root: string;
  let address = 0;

  beforeAll(async () => {
    root = builtSite(
      'school-form-pages-',
      '<!doctype html><head><title>School</title></head><div id="root"></div>',
      ENTRY,
    );
    // Refusals answer at once here; their delay is tested in form-limits.test.ts.
    h = await startHarness({ FORM_RATE_LIMIT_MAX: '3', REFUSAL_DELAY_MS: '0' }, { clientDist: join(root, 'dist') });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const started = (): Harness => {
    if (!h) throw new Error('the form pages app is not started yet');
    return h;
  };
  /** A post of the body as it is, with only the headers given. */
  const send = (
    url: string,
    headers: Record<string, string | undefined>,
    payload: string | object,
    remoteAddress: string,
  ) => started().app.inject({ method: 'POST', url, remoteAddress, headers, payload });
  /** Each post from an address of its own, unless given: the rate limit has a test of its own. */
  const post = (url: string, fields: Record<string, string> | string, remoteAddress = `198.51.100.${++address}`) =>
    send(
      url,
      { 'content-type': FORM },
      typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
      remoteAddress,
    );

  return {
    /** The app and demo provider, started before the calling file's tests. */
    get h() {
      return started();
    },
    post,
    send,
  };
}

export function replyIn(body: string): FormReply {
  const json = /<pre id="reply">([\s\S]*?)<\/pre>/.exec(body)?.[1];
  expect(json, 'the page was rendered with the form reply').toBeDefined();
  return JSON.parse(json!) as FormReply;
}
