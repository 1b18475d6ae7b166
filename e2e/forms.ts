// What the form tests share: a desktop page that records the forms it sends, and pages without
// scripts whose typed values reach neither an address nor the server's log.
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

/** Once the server has logged the answer, nothing the visitor typed is in its log, and no address carried it. */
export async function expectNothingLeaked(requestId: string, addresses: string[], typed: string[]): Promise<void> {
  await expect.poll(async () => (await serverLog()).includes(requestId), { message: "the post's log line" }).toBe(true);
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
