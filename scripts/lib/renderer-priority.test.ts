import { spawn, type ChildProcess } from 'node:child_process';
import { getPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { descendants, holdRendererPriority } from './renderer-priority.ts';

// A stand-in browser: a process whose child and grandchildren idle, the grandchildren with the
// command lines of a page's renderer and of the browser's own UI, as Chromium's zygote forks
// renderers below the browser.
const IDLE = 'setInterval(() => {}, 1000)';
const BROWSER = `
const { spawn } = require('node:child_process');
const zygote = spawn(process.execPath, ['-e', ${JSON.stringify(`
const { spawn } = require('node:child_process');
spawn(process.execPath, ['-e', '${IDLE}', '--', '--type=renderer'], { stdio: 'ignore' });
spawn(process.execPath, ['-e', '${IDLE}', '--', '--type=renderer', '--top-chrome-webui'], { stdio: 'ignore' });
${IDLE}`)}, '--', '--type=zygote'], { stdio: 'ignore' });
${IDLE}`;

const started: ChildProcess[] = [];
afterEach(() => {
  // Killing the whole group takes the zygote and the renderer with the browser.
  for (const child of started.splice(0)) process.kill(-child.pid!, 'SIGKILL');
});

async function browserWithRenderer() {
  const browser = spawn(process.execPath, ['-e', BROWSER], { stdio: 'ignore', detached: true });
  started.push(browser);
  for (let i = 0; i < 100; i++) {
    const below = descendants(browser.pid!);
    if (below.length === 3) {
      const [zygote, renderer, browserUi] = below as [number, number, number];
      return { browser: browser.pid!, zygote, renderer, browserUi };
    }
    await sleep(50);
  }
  throw new Error('the stand-in browser did not start its renderer');
}

describe('holdRendererPriority', () => {
  it('finds the processes below a process, grandchildren too', async () => {
    const { browser, zygote, renderer, browserUi } = await browserWithRenderer();
    expect(descendants(browser)).toEqual([zygote, renderer, browserUi]);
    expect(descendants(renderer)).toEqual([]);
  });

  it("sets the page renderers' priority and leaves the other processes alone", async () => {
    const { browser, zygote, renderer, browserUi } = await browserWithRenderer();
    // A lowered priority, which needs no privilege, so the test runs as any user.
    const hold = holdRendererPriority(browser, 7, 20);
    expect(getPriority(renderer)).toBe(7);
    expect(getPriority(zygote)).toBe(0);
    expect(getPriority(browserUi)).toBe(0);
    expect(getPriority(browser)).toBe(0);
    expect(hold.release()).toBe(true);
  });

  it('reaches a renderer started after the hold began', async () => {
    // Chromium forks the page's renderer when Lighthouse navigates, after the browser started.
    const hold = holdRendererPriority(process.pid, 7, 20);
    try {
      const { renderer } = await browserWithRenderer();
      await sleep(100);
      expect(getPriority(renderer)).toBe(7);
    } finally {
      hold.release();
    }
  });
});
