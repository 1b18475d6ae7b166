// The settings of every site the browser tests start. One address asks for many pages (the school's
// whole audience, not one visitor) on a host that other work keeps busy: no rate limits, and no
// load shedding, whose 503s are a server's answer to falling behind (tested in server/), not what a
// parent sees on a site that keeps up.
export const TEST_SITE_ENV: Record<string, string> = {
  PAGE_RENDERS_PER_MINUTE: '100000',
  PAGE_RENDERS_PER_SECOND: '10000',
  DOWNLOADS_PER_CLIENT: '1000',
  SHED_EVENT_LOOP_DELAY_MS: '0',
};
