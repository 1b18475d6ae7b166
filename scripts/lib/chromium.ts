import { chromium, type Browser } from 'playwright-core';

// Debian's Chromium, never a downloaded one; the flags stop background services reaching for the network.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium driven by playwright-core, for the browser tests and the image bench; `args` adds flags. */
export function launchChromium(args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    chromiumSandbox: false,
    args: [...CHROMIUM_ARGS, ...args],
  });
}
