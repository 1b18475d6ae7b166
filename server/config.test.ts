import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults for development with the demo provider', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      SCHOOL_CODE: 'DEMO01',
      SCHOOL_ID: 'DEMO01',
      UPSTREAM_TIMEOUT_MS: 5000,
      FORM_RATE_LIMIT_MAX: 10,
      TRUST_PROXY: false,
    });
    expect(config.PROVIDER_URL).toBeUndefined();
  });

  it('reads a real provider setup, trimming slashes; SCHOOL_ID defaults to SCHOOL_CODE', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PROVIDER_URL: 'https://api.vendor.example/v2/',
      PROVIDER_TOKEN: 'tok',
      SCHOOL_CODE: 'SCH042',
      PORT: '8080',
      TRUST_PROXY: '172.28.0.10',
      PUBLIC_URL: 'https://school.example/',
      CONTENT_DIR: '/srv/school',
    });
    expect(config).toMatchObject({
      PROVIDER_URL: 'https://api.vendor.example/v2',
      SCHOOL_ID: 'SCH042',
      PORT: 8080,
      TRUST_PROXY: ['172.28.0.10'],
      PUBLIC_URL: 'https://school.example',
      CONTENT_DIR: '/srv/school',
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, ::1, fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ SCHOOL_CODE: 'A', SCHOOL_ID: 'B' })).toMatchObject({ SCHOOL_CODE: 'A', SCHOOL_ID: 'B' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PROVIDER_URL: '', SCHOOL_ID: ' ' }).PROVIDER_URL).toBeUndefined();
  });

  it('uses a fixed local origin outside production, never one from a request', () => {
    expect(loadConfig({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ UPSTREAM_TIMEOUT_MS: '5' }, /UPSTREAM_TIMEOUT_MS/],
    [{ PROVIDER_URL: 'ftp://vendor.example' }, /PROVIDER_URL/],
    [{ PROVIDER_URL: 'https://vendor.example' }, /PROVIDER_TOKEN is required/],
    [{ NODE_ENV: 'production' }, /PROVIDER_URL is required in production/],
    [
      { NODE_ENV: 'production', PROVIDER_URL: 'https://vendor.example', PROVIDER_TOKEN: 't' },
      /PUBLIC_URL is required in production/,
    ],
    [
      {
        NODE_ENV: 'production',
        PROVIDER_URL: 'https://vendor.example',
        PROVIDER_TOKEN: 't',
        PUBLIC_URL: 'https://school.example',
      },
      /CONTENT_DIR is required in production: the folder with your school's school.yaml/,
    ],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SCHOOL_CODE: 'a/b' }, /SCHOOL_CODE/],
    [{ SCHOOL_TIMEZONE: 'Mars/Olympus' }, /SCHOOL_TIMEZONE/],
    [{ TRUST_PROXY: 'sometimes' }, /TRUST_PROXY has "sometimes", not an address: write the proxy's own addresses/],
    [{ TRUST_PROXY: '1' }, /TRUST_PROXY=1 is refused: a hop count trusts no proxy; write the proxy's own addresses/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY=true is refused: it believes any X-Forwarded-For a visitor sends/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY has "10.0.0.0\/33"/],
    [{ TRUST_PROXY: '127.0.0.1, 999.1.1.1' }, /TRUST_PROXY has "999.1.1.1"/],
    [{ PUBLIC_URL: 'school.example' }, /PUBLIC_URL/],
    [{ CACHE_MAX_BYTES: '10' }, /CACHE_MAX_BYTES/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
