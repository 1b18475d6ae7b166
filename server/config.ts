import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { envSchema } from 'env-schema';

// Settings from the environment (listed in `.env.example`), checked at boot: a bad value stops the
// process naming the variable.
const ConfigSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  HOST: Type.String({ default: '127.0.0.1', minLength: 1 }),
  PORT: Type.Integer({ default: 3000, minimum: 0, maximum: 65535 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  PROVIDER_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s/?#]+[^\\s?#]*$' })),
  PROVIDER_TOKEN: Type.Optional(Type.String({ minLength: 1 })),
  SCHOOL_CODE: Type.String({ default: 'DEMO01', pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  SCHOOL_ID: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
  SCHOOL_TIMEZONE: Type.String({ default: 'Asia/Kolkata', minLength: 1 }),
  UPSTREAM_TIMEOUT_MS: Type.Integer({ default: 5000, minimum: 100, maximum: 60000 }),
  PROVIDER_PROBE_SECONDS: Type.Integer({ default: 5, minimum: 0, maximum: 3600 }),
  SHUTDOWN_GRACE_SECONDS: Type.Integer({ default: 10, minimum: 1, maximum: 600 }),
  CACHE_TTL_SECONDS: Type.Integer({ default: 60, minimum: 1, maximum: 86400 }),
  CACHE_STALE_SECONDS: Type.Integer({ default: 86400, minimum: 0, maximum: 2592000 }),
  CACHE_MAX_BYTES: Type.Integer({ default: 64 * 1024 * 1024, minimum: 1024 * 1024 }),
  IMAGE_CACHE_MAX_BYTES: Type.Integer({ default: 128 * 1024 * 1024, minimum: 1024 * 1024 }),
  FORM_RATE_LIMIT_MAX: Type.Integer({ default: 10, minimum: 1, maximum: 10000 }),
  FORM_RATE_LIMIT_WINDOW_SECONDS: Type.Integer({ default: 60, minimum: 1, maximum: 86400 }),
  TC_LOOKUPS_PER_MINUTE: Type.Integer({ default: 60, minimum: 1, maximum: 100000 }),
  REFUSAL_DELAY_MS: Type.Integer({ default: 1000, minimum: 0, maximum: 10000 }),
  TRUST_PROXY: Type.String({ default: 'false', minLength: 1 }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s/?#]+/?$' })),
  CLIENT_DIST: Type.Optional(Type.String({ minLength: 1 })),
  METRICS_PORT: Type.Integer({ default: 9464, minimum: 0, maximum: 65535 }),
  METRICS_HOST: Type.String({ default: '127.0.0.1', minLength: 1 }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  CONTENT_DIR: Type.Optional(Type.String({ minLength: 1 })),
  SCHOOLS_FILE: Type.Optional(Type.String({ minLength: 1 })),
  SHED_EVENT_LOOP_DELAY_MS: Type.Integer({ default: 1000, minimum: 0, maximum: 60000 }),
  SHED_HEAP_USED_BYTES: Type.Integer({ default: 0, minimum: 0 }),
  SHED_RETRY_AFTER_SECONDS: Type.Integer({ default: 5, minimum: 1, maximum: 3600 }),
  DOWNLOADS_PER_CLIENT: Type.Integer({ default: 6, minimum: 1, maximum: 1000 }),
  DOWNLOAD_MAX_BYTES: Type.Integer({ default: 50 * 1024 * 1024, minimum: 1024 * 1024 }),
  DOWNLOAD_MAX_SECONDS: Type.Integer({ default: 600, minimum: 10, maximum: 86400 }),
  PAGE_RENDERS_PER_MINUTE: Type.Integer({ default: 60, minimum: 1, maximum: 100000 }),
  PAGE_RENDERS_PER_SECOND: Type.Integer({ default: 10, minimum: 1, maximum: 10000 }),
  CONTENT_WATCH: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  CHECK_PROVIDER_FILES: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
});

type RawConfig = Static<typeof ConfigSchema>;

export interface Config extends Omit<
  RawConfig,
  'TRUST_PROXY' | 'SCHOOL_ID' | 'PUBLIC_URL' | 'CONTENT_DIR' | 'CONTENT_WATCH' | 'CHECK_PROVIDER_FILES'
> {
  SCHOOL_ID: string;
  /** The origin of absolute links, never from a Host header; http://localhost:<PORT> outside production. */
  PUBLIC_URL: string;
  /** false, or the proxies' addresses/CIDRs whose X-Forwarded-For is believed. */
  TRUST_PROXY: false | string[];
  /** The content folder (content/README.md); the repository's content/ by default. */
  CONTENT_DIR: string;
  /** Reload the content folder when a file changes (default: on in development only). */
  CONTENT_WATCH: boolean;
  /** Ask the provider for each file the content links to, at start and after each reload (default: on but in tests). */
  CHECK_PROVIDER_FILES: boolean;
}

const DEFAULT_CONTENT_DIR = resolve(import.meta.dirname, '..', 'content');

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const TRUST_PROXY_HELP =
  "write the proxy's own addresses or CIDRs, comma-separated (e.g. TRUST_PROXY=127.0.0.1 or " +
  '172.28.0.10 or 10.0.0.0/8), or loopback, linklocal, uniquelocal; false when visitors connect directly';

/** A proxy address as Fastify's trustProxy takes it: an IP, a CIDR, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

// Only addresses: a hop count trusts nothing in Fastify 5 and true believes any X-Forwarded-For.
function parseTrustProxy(value: string): Config['TRUST_PROXY'] {
  if (value === 'false') return false;
  if (value === 'true' || /^\d+$/.test(value)) {
    throw new ConfigError(
      `TRUST_PROXY=${value} is refused: ${value === 'true' ? 'it believes any X-Forwarded-For a visitor sends' : 'a hop count trusts no proxy'}; ${TRUST_PROXY_HELP}`,
    );
  }
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = list.find((entry) => !isProxyAddress(entry));
  if (list.length === 0 || wrong !== undefined) {
    throw new ConfigError(`TRUST_PROXY has ${JSON.stringify(wrong ?? value)}, not an address: ${TRUST_PROXY_HELP}`);
  }
  return list;
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Reads and checks the configuration; throws ConfigError whose message names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const data: Record<string, string> = {};
  for (const key of Object.keys(ConfigSchema.properties)) {
    const value = env[key];
    // An empty variable means "not set" (compose files often pass `FOO=`).
    if (value !== undefined && value.trim() !== '') data[key] = value.trim();
  }
  let raw: RawConfig;
  try {
    raw = envSchema<RawConfig>({ schema: ConfigSchema, data, env: false, dotenv: false });
  } catch (err) {
    const detail = (err as Error).message
      .replace(/env\//g, '')
      .replace(/(\w+) must match pattern "[^"]*"/g, '$1 is not in the expected form (see .env.example)');
    throw new ConfigError(`Invalid configuration: ${detail}`);
  }
  if (raw.PROVIDER_URL && !raw.PROVIDER_TOKEN) {
    throw new ConfigError('PROVIDER_TOKEN is required when PROVIDER_URL is set');
  }
  // With a schools file, each school names its own folder, address and (or) provider.
  const oneSchool = !raw.SCHOOLS_FILE;
  if (!raw.PROVIDER_URL && raw.NODE_ENV === 'production' && oneSchool) {
    throw new ConfigError(
      'PROVIDER_URL is required in production (the built-in demo provider is for development only)',
    );
  }
  if (!raw.PUBLIC_URL && raw.NODE_ENV === 'production' && oneSchool) {
    throw new ConfigError(
      'PUBLIC_URL is required in production: the public origin of the site (e.g. https://www.example-school.in), used in canonical links, feeds and the sitemap',
    );
  }
  if (!raw.CONTENT_DIR && raw.NODE_ENV === 'production' && oneSchool) {
    // Else a second school would silently go live as the example school.
    throw new ConfigError(
      "CONTENT_DIR is required in production: the folder with your school's school.yaml, pages/ and images/ (see content/README.md); the example school's folder is content/ (/app/content in the image)",
    );
  }
  if (!isTimeZone(raw.SCHOOL_TIMEZONE)) {
    throw new ConfigError(`SCHOOL_TIMEZONE "${raw.SCHOOL_TIMEZONE}" is not a known IANA time zone`);
  }
  return {
    ...raw,
    PROVIDER_URL: raw.PROVIDER_URL?.replace(/\/+$/, ''),
    PUBLIC_URL: raw.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${raw.PORT}`,
    SCHOOL_ID: raw.SCHOOL_ID ?? raw.SCHOOL_CODE,
    TRUST_PROXY: parseTrustProxy(raw.TRUST_PROXY),
    CONTENT_DIR: resolve(raw.CONTENT_DIR ?? DEFAULT_CONTENT_DIR),
    CONTENT_WATCH: raw.CONTENT_WATCH === undefined ? raw.NODE_ENV === 'development' : raw.CONTENT_WATCH === 'true',
    CHECK_PROVIDER_FILES:
      raw.CHECK_PROVIDER_FILES === undefined ? raw.NODE_ENV !== 'test' : raw.CHECK_PROVIDER_FILES === 'true',
  };
}
