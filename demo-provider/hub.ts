// Several schools' demo providers behind one address, as the vendor's API serves every school: each
// request goes to the school its x-school-code header names (the site sends it on every call), each
// school with its own seed, token, switches and counts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildDemoProvider } from './app.ts';
import type { DemoProvider, DemoProviderOptions } from './types.ts';

export interface DemoProviders {
  /** Like http://127.0.0.1:12345, no trailing slash. */
  url: string;
  /** Each school's provider, by school code. */
  schools: ReadonlyMap<string, DemoProvider>;
  close(): Promise<void>;
}

/** The vendor's answer to a school it does not know (no header, or an unknown code). */
function unknownSchool(res: ServerResponse): void {
  res.writeHead(401, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ message: 'Unauthorized' }));
}

/** Starts one demo provider per school on one loopback port; codes must differ. */
export async function startDemoProviders(
  schools: readonly DemoProviderOptions[],
  { port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {},
): Promise<DemoProviders> {
  const byCode = new Map<string, DemoProvider>();
  try {
    for (const options of schools) {
      if (byCode.has(options.schoolCode))
        throw new TypeError(`demo providers: school code ${options.schoolCode} twice`);
      const provider = await buildDemoProvider(options);
      byCode.set(options.schoolCode, provider);
      await provider.app.ready();
    }
  } catch (error) {
    await Promise.all([...byCode.values()].map((provider) => provider.app.close()));
    throw error;
  }
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const code = req.headers['x-school-code'];
    const provider = typeof code === 'string' ? byCode.get(code) : undefined;
    if (!provider) return unknownSchool(res);
    provider.app.routing(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
    schools: byCode,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...byCode.values()].map((provider) => provider.app.close()));
    },
  };
}
