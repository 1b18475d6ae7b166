// The demo provider: a stand-in for the school-ERP vendor's REST API (the routes the site calls are
// in server/provider/paths.ts; docs/demo-provider.md tells the rest) with seeded content, real images and PDFs, the vendor's auth rules and switches that
// make it misbehave on demand. It copies the vendor's quirks on purpose (mixed list wrappers,
// Mongo errors leaking through, messy records) because the BFF must survive the real thing.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { registerControlRoutes } from './control-routes.ts';
import { registerFileRoutes } from './file-routes.ts';
import { registerFormRoutes } from './form-routes.ts';
import { bearerAuth, createCallLog, createGuard } from './guard.ts';
import { registerListRoutes } from './list-routes.ts';
import { installMisbehaviour } from './misbehave.ts';
import { EXAMPLE_CONTENT_DIR, loadDemoSchool } from './school-profile.ts';
import { TC_STUDENTS, buildSeed } from './seed.ts';
import { defaultSwitches } from './switches.ts';
import type { CareerSubmission, DemoProvider, DemoProviderOptions, StartedDemoProvider } from './types.ts';

export { DEFAULT_IMAGE_CACHE_DIR } from './file-routes.ts';
export { EXAMPLE_CONTENT_DIR, demoSchool, loadDemoSchool } from './school-profile.ts';
export type { DemoSchool } from './school-profile.ts';
export { INTERNAL_ERROR_MARKERS, OVERSIZED_BYTES } from './hostile-bodies.ts';
export { MESSY_IDS, TC_STUDENTS } from './seed.ts';
export type { SeedData, TcStudent } from './seed.ts';
export { ROUTE_KEYS, defaultSwitches, mergeSwitches } from './switches.ts';
export type { DemoSwitches, RouteKey } from './switches.ts';
export type { CareerSubmission, DemoProvider, DemoProviderOptions, StartedDemoProvider } from './types.ts';

export async function buildDemoProvider(opts: DemoProviderOptions): Promise<DemoProvider> {
  if (typeof opts.token !== 'string' || opts.token === '') throw new TypeError('demo provider: token is required');
  if (typeof opts.schoolCode !== 'string' || opts.schoolCode === '')
    throw new TypeError('demo provider: schoolCode is required');
  const { token, schoolCode } = opts;
  const schoolId = opts.schoolId || schoolCode;
  const school =
    opts.school ?? (await loadDemoSchool(opts.contentDir === undefined ? EXAMPLE_CONTENT_DIR : opts.contentDir));
  const data = buildSeed(opts.now ?? new Date(), school);
  const switches = defaultSwitches();
  const calls = createCallLog();
  const submissions: CareerSubmission[] = [];

  const app = Fastify({
    logger: opts.logger ?? false,
    // close() must end hung and slow requests instead of waiting for them forever.
    forceCloseConnections: true,
    routerOptions: { maxParamLength: 500 },
  });
  const misbehaviour = installMisbehaviour(app, switches);
  const checkAuth = bearerAuth(token, schoolCode);
  const guard = createGuard(calls, checkAuth, misbehaviour.misbehave);

  function reset(): void {
    Object.assign(switches, defaultSwitches());
    calls.reset();
    misbehaviour.reset();
  }
  const { callCount, fileRequests } = calls;

  app.setNotFoundHandler(async (request, reply) => {
    calls.recordUnmatched();
    return reply.code(404).send({ message: `Cannot ${request.method} ${request.url.split('?')[0]}` });
  });
  registerListRoutes(app, { guard, data, schoolId, schoolCode });
  registerFormRoutes(app, { guard, schoolCode, submissions });
  registerFileRoutes(app, { guard, data, school, schoolId, imageCacheDir: opts.imageCacheDir });
  if (opts.control ?? true) registerControlRoutes(app, { checkAuth, switches, reset, callCount, submissions });

  return { app, switches, reset, callCount, submissions, fileRequests, tcStudents: TC_STUDENTS, data, school };
}

/** A URL that reaches the bound address: wildcard binds are reached over loopback. */
function urlOf(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return `http://127.0.0.1:${address.port}`;
  if (address.address === '::') return `http://[::1]:${address.port}`;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export async function startDemoProvider(
  opts: DemoProviderOptions & { port?: number; host?: string },
): Promise<StartedDemoProvider> {
  const { port = 0, host = '127.0.0.1', ...options } = opts;
  const provider = await buildDemoProvider(options);
  try {
    await provider.app.listen({ port, host });
  } catch (error) {
    await provider.app.close();
    throw error;
  }
  const url = urlOf(provider.app.server.address() as AddressInfo);
  return Object.assign(provider, {
    url,
    async close(): Promise<void> {
      await provider.app.close();
    },
  });
}
