import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../server/config.ts';

// No container engine runs on the development machines, so the Dockerfile and compose file are
// checked against the scripts and configuration they rely on instead of being built.
const root = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
const compose = parse(read('docker-compose.yml')) as {
  services: Record<
    string,
    { command?: string[]; ports?: string[]; environment?: Record<string, string>; healthcheck?: { test: string[] } }
  >;
};
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; engines: { node: string } };
const envExample = read('.env.example');
const documentedVars = new Set([...envExample.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]!));

function runtimeStage(): string {
  return dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
}

describe('Dockerfile', () => {
  it('builds on Node 24 slim images in two stages and runs as a non-root user', () => {
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(froms).toEqual(['node:24-slim', 'node:24-slim']);
    expect(pkg.engines.node).toBe('>=24');
    expect(runtimeStage()).toMatch(/^USER node$/m);
    expect(runtimeStage()).toMatch(/NODE_ENV=production/);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
  });

  it('starts with the production start script, which exists and is executable', () => {
    const cmd = /^CMD \["([^"]+)"\]$/m.exec(dockerfile)?.[1];
    expect(cmd).toBe('scripts/start-production.sh');
    accessSync(join(root, cmd!), constants.X_OK);
    // Node's own flags may come before the entry point (start-production.sh says why).
    expect(read(cmd!)).toMatch(/^exec node (--[\w-]+(=\S+)? )*server\/main\.ts$/m);
    expect(pkg.scripts.start).toBe('node server/main.ts');
    expect(runtimeStage()).toContain(`COPY --from=build /app/${cmd} ./${cmd}`);
  });

  it('copies what the runtime imports and the build produces', () => {
    for (const dir of [
      'server',
      'shared',
      'content',
      'demo-provider',
      'node_modules',
      'client/dist',
      'client/dist-ssr',
    ]) {
      expect(runtimeStage()).toContain(`COPY --from=build /app/${dir} ./${dir}`);
    }
    expect(dockerfile).toMatch(/RUN npm run build/);
    expect(pkg.scripts.build).toContain('vite build');
  });

  it('exposes the configured port and checks /healthz on it; stops on SIGTERM', () => {
    const port = /PORT=(\d+)/.exec(runtimeStage())?.[1];
    expect(runtimeStage()).toMatch(new RegExp(`^EXPOSE ${port}$`, 'm'));
    expect(runtimeStage()).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
    expect(runtimeStage()).toMatch(/^STOPSIGNAL SIGTERM$/m);
    // Every ENV the image sets is a variable the server reads, and valid for it.
    const env = Object.fromEntries(
      [...runtimeStage().matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!.replace(/\\$/, '')]),
    );
    for (const key of Object.keys(env)) expect(documentedVars, key).toContain(key);
    // What an operator adds: the provider, the site's public origin and the school's content folder.
    const operator = {
      PROVIDER_URL: 'http://provider:4010',
      PROVIDER_TOKEN: 't',
      PUBLIC_URL: 'https://www.example-school.in',
      CONTENT_DIR: '/content',
    };
    expect(() => loadConfig({ ...env, ...operator })).not.toThrow();
    expect(() => loadConfig({ ...env, ...operator, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL is required in production/);
    // The image holds the example school's folder, but never serves it unasked.
    expect(() => loadConfig({ ...env, ...operator, CONTENT_DIR: '' })).toThrow(/CONTENT_DIR is required in production/);
  });

  it('keeps the build context small', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '.git', '.tools', 'client/dist', '.env']) expect(ignored).toContain(entry);
  });
});

describe('docker-compose.yml', () => {
  const site = compose.services.site!;
  const demo = compose.services['demo-provider']!;

  it('publishes the port the image listens on', () => {
    expect(site.ports).toEqual([`${site.environment!.PORT}:${site.environment!.PORT}`]);
    expect(site.environment!.PORT).toBe(/PORT=(\d+)/.exec(runtimeStage())?.[1]);
  });

  it('passes only variables the server knows, with values it accepts', () => {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(site.environment!)) {
      expect(documentedVars, key).toContain(key);
      // ${VAR:-default} → the default, as compose does with the variable unset.
      env[key] = String(value).replace(/^\$\{[A-Z_]+:-(.*)\}$/, '$1');
    }
    const config = loadConfig(env);
    expect(config.PROVIDER_URL).toBe('http://demo-provider:4010');
  });

  it('runs the demo provider with the same token and school code on the port the site calls', () => {
    expect(demo.command).toEqual(['node', 'demo-provider/main.ts']);
    expect(existsSync(join(root, demo.command![1]!))).toBe(true);
    expect(pkg.scripts['demo-provider']).toBe('node demo-provider/main.ts');
    expect(demo.environment!.PROVIDER_TOKEN).toBe(site.environment!.PROVIDER_TOKEN);
    expect(demo.environment!.SCHOOL_CODE).toBe(site.environment!.SCHOOL_CODE);
    expect(site.environment!.PROVIDER_URL).toContain(`demo-provider:${demo.environment!.DEMO_PROVIDER_PORT}`);
    expect(read('demo-provider/main.ts')).toContain('DEMO_PROVIDER_PORT');
    expect(demo.healthcheck!.test.join(' ')).toContain('4010');
  });
});

describe('.env.example', () => {
  it('documents every variable the server reads', () => {
    const source = read('server/config.ts');
    const schemaVars = [...source.matchAll(/^ {2}([A-Z_]+): Type\./gm)].map((m) => m[1]!);
    expect(schemaVars.length).toBeGreaterThan(15);
    for (const key of schemaVars) expect(documentedVars, key).toContain(key);
  });
});
