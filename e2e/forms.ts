// What the form tests share: a desktop page that records the forms it sends, and pages without
// scripts whose typed values reach neither an address nor the server's log.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { beforeEach, expect } from 'vitest';
import { baseUrl, DESKTOP, PHONE } from './browser.ts';
import { REFUSED_SCRIPTS, type TestPage, useTestPage, useTestPages } from './site.ts';

/** A fresh desktop page for each test, and every form submission (POST) it sent: refused input sends nothing. */
export function useFormPage(browser: () => Browser): { t: TestPage; posts: string[] } {
  const t = useTestPage(browser, DESKTOP);
  const posts: string[] = [];
  beforeEach(() => {
    posts.length = 0;
    t.page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
  });
  return { t, posts };
}

/**
 * Opens `path` at 360 px without scripts, for each test of the enclosing block. The browser refuses
 * and logs the app's own scripts; `done(answered)` drops those and the statuses the test expects
 * the form's answers to have, which Chromium logs as failed resources.
 */
export function useNoScriptPages(browser: () => Browser) {
  const open = useTestPages(browser);
  return async (path: string) => {
    const opened = await open({ ...PHONE, javaScriptEnabled: false });
    const addresses: string[] = [];
    opened.page.on('request', (request) => addresses.push(request.url()));
    await opened.page.goto(`${baseUrl()}${path}`);
    const done = (answered: RegExp) => opened.expected.push(REFUSED_SCRIPTS, answered);
    return { ...opened, addresses, done };
  };
}

const serverLog = () => readFile(join(process.cwd(), 'test-results', 'e2e-server.log'), 'utf8');

/** Waits until the server has logged a request of `id`; answers where that line ends in its log. */
async function loggedUpTo(id: string): Promise<number> {
  let end = -1;
  await expect
    .poll(
      async () => {
        const log = await serverLog();
        const at = log.indexOf(`"reqId":"${id}"`);
        end = at < 0 ? -1 : log.indexOf('\n', at) + 1;
        return end > 0;
      },
      { message: `the log line of request ${id}` },
    )
    .toBe(true);
  return end;
}

/**
 * Where this test's part of the shared server log starts: after a marker request's line, so what
 * other test files typed on purpose (a search for a pupil's name) is not counted against a form.
 */
export async function serverLogMark(): Promise<number> {
  const id = `log-mark-${randomUUID()}`;
  await fetch(`${baseUrl()}/healthz`, { headers: { 'x-request-id': id } });
  return loggedUpTo(id);
}

/**
 * Once the server has logged the answer, nothing the visitor typed is in its log from `since`
 * (serverLogMark) on, and no address carried it.
 */
export async function expectNothingLeaked(
  since: number,
  requestId: string,
  addresses: string[],
  typed: string[],
): Promise<void> {
  await loggedUpTo(requestId);
  const log = (await serverLog()).slice(since);
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
