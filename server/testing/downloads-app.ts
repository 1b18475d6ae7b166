// A listening app whose provider holds the given files, each attached to a news item so the BFF
// will pass it through, plus a phone that reads a download's status line and then stalls.
// Shared by the downloads tests and the bench's download timings.
import { randomBytes } from 'node:crypto';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { TEST_APP_OPTIONS } from './harness.ts';
import { startHostileProvider, type HostileFile, type HostileProvider } from './hostile-provider.ts';

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

/** A JPEG-looking file of exactly `bytes` bytes. */
export const jpegOf = (bytes: number): Buffer => Buffer.concat([JPEG_HEAD, Buffer.alloc(bytes - JPEG_HEAD.length, 7)]);

export interface DownloadsApp {
  provider: HostileProvider;
  app: App;
  port: number;
  token: string;
  /** A GET over a raw socket that reads the status line, then stops reading. */
  slowReader(path: string): Promise<{ status: number; socket: Socket }>;
  close(): Promise<void>;
}

export async function startDownloadsApp(
  files: Record<string, HostileFile>,
  env: Record<string, string> = {},
): Promise<DownloadsApp> {
  const token = `dl-${randomBytes(12).toString('hex')}`;
  const provider = await startHostileProvider({ token, schoolCode: 'DEMO01' });
  for (const [path, file] of Object.entries(files)) provider.files.set(path, file);
  provider.lists.newsAll = Object.keys(files).map((path, i) => ({
    _id: `n${i}`,
    title: `Item ${i}`,
    date: '2025-03-01',
    attachments: [path],
  }));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SCHOOL_CODE: 'DEMO01', ...env });
  const app = await buildApp({
    config,
    providerUrl: provider.url,
    providerToken: token,
    clientDist: null,
    ...TEST_APP_OPTIONS,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  // The news list is what makes its attachments downloadable.
  const warm = await app.inject('/bff/news?year=all');
  if (warm.statusCode !== 200) throw new Error(`news list answered ${warm.statusCode}`);
  return {
    provider,
    app,
    port,
    token,
    slowReader: (path) =>
      new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nhost: x\r\n\r\n`));
        socket.once('data', (chunk: Buffer) => {
          socket.pause();
          resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1]), socket });
        });
        socket.once('error', reject);
      }),
    close: async () => {
      await app.close();
      await provider.close();
    },
  };
}
