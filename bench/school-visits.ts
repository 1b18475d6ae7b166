// The visitors of the schools bench: a first visit to every page of every school, and one school's
// visitors asking steadily for what its provider must answer.
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { ACCEPT_ENCODING } from './wrk.ts';

export /** Visits each page of each school once, as a first visitor would; a render refused for now is asked again. */
async function visitAll(base: string, hosts: readonly string[], pages: readonly string[]): Promise<void> {
  const agent = new Agent({ connections: 4 });
  try {
    for (const host of hosts) {
      for (const path of pages) {
        for (let attempt = 1; ; attempt++) {
          const res = await request(`${base}${path}`, {
            headers: { host, 'accept-encoding': ACCEPT_ENCODING },
            dispatcher: agent,
          });
          await res.body.dump();
          if (res.statusCode === 200) break;
          if (![429, 503].includes(res.statusCode) || attempt === 60)
            throw new Error(`${host}${path}: ${res.statusCode} on its first visit`);
          await sleep(500);
        }
      }
    }
  } finally {
    await agent.close();
  }
}

/**
 * `host`'s visitors for `seconds`, 16 of them, each asking every 50 ms: its pages, its news list, and
 * albums no one has opened (its provider must answer those). Statuses counted.
 */
export async function visitorsOf(
  base: string,
  host: string,
  seconds: number,
  pages: readonly string[],
): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  const agent = new Agent({ connections: 16, headersTimeout: 60_000, bodyTimeout: 60_000 });
  const until = Date.now() + seconds * 1000;
  let next = 0;
  const visitor = async () => {
    while (Date.now() < until) {
      const n = next++;
      const path = n % 3 === 0 ? `/subGallery?id=${900_000 + n}` : n % 3 === 1 ? '/bff/news' : pages[n % pages.length]!;
      const res = await request(`${base}${path}`, { headers: { host }, dispatcher: agent }).catch(() => null);
      if (res) {
        await res.body.dump();
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      }
      await sleep(50);
    }
  };
  try {
    await Promise.all(Array.from({ length: 16 }, visitor));
  } finally {
    await agent.close();
  }
  return statuses;
}
