import { randomBytes } from 'node:crypto';
import type { Config } from './config.ts';
import type { SchoolSite } from './school/plugin.ts';
import { readSchoolsFile } from './school/schools-file.ts';

// The demo provider for a start without PROVIDER_URL (never in production): the one school's, or with
// SCHOOLS_FILE one per listed school that names no provider of its own, all behind one address.

export interface Demo {
  providerUrl: string;
  providerToken: string;
  /** The schools file's schools, those without a provider of their own pointed at the demo. */
  sites?: SchoolSite[];
  close(): Promise<void>;
}

/** Stands for the demo's address until it listens. */
const PENDING = 'http://demo-provider.invalid';

/** Starts the demo provider(s); a schools file with a problem throws its ContentError. */
export async function startDemo(config: Config, env: Record<string, string | undefined>): Promise<Demo> {
  // A random token per run: the demo's secret is as private as a real one.
  const providerToken = `demo-${randomBytes(24).toString('base64url')}`;
  if (config.SCHOOLS_FILE) {
    const { startDemoProviders } = await import('../demo-provider/hub.ts');
    const listed = readSchoolsFile(config.SCHOOLS_FILE, config, env, { providerUrl: PENDING, token: providerToken });
    const demo = await startDemoProviders(
      listed
        .filter((site) => site.settings.providerUrl === PENDING)
        .map(({ settings }) => ({
          token: settings.token,
          schoolCode: settings.code,
          schoolId: settings.id,
          contentDir: settings.contentDir,
          control: false,
        })),
    );
    const sites = listed.map((site) =>
      site.settings.providerUrl === PENDING ? { ...site, settings: { ...site.settings, providerUrl: demo.url } } : site,
    );
    return { providerUrl: demo.url, providerToken, sites, close: demo.close };
  }
  const { startDemoProvider } = await import('../demo-provider/app.ts');
  const demo = await startDemoProvider({
    token: providerToken,
    schoolCode: config.SCHOOL_CODE,
    schoolId: config.SCHOOL_ID,
    contentDir: config.CONTENT_DIR,
    control: false,
  });
  return { providerUrl: demo.url, providerToken, close: demo.close };
}
