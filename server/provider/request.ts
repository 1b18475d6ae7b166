import type { Dispatcher, Pool } from 'undici';
import { UpstreamError, type ProviderRoute } from './upstream-error.ts';

/** pool.request whose signal also ends the wait for a connection (undici checks it only once it has one). */
export function requestBefore(
  pool: Pool,
  options: Dispatcher.RequestOptions & { signal?: AbortSignal | null },
): Promise<Dispatcher.ResponseData> {
  const pending = pool.request(options);
  const { signal } = options;
  if (!signal) return pending;
  return new Promise((resolve, reject) => {
    const stop = () => {
      reject(signal.reason);
      // An answer that still comes is dropped.
      pending.then(
        (res) => discardBody(res.body),
        () => {},
      );
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    pending.then(
      (res) => {
        signal.removeEventListener('abort', stop);
        resolve(res);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', stop);
        reject(err);
      },
    );
  });
}

/** Drops a body unread, ignoring the error event undici emits for it. */
export function discardBody(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => {});
  body.destroy();
}

export function unwrap(parsed: unknown): unknown {
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && 'data' in parsed) {
    return (parsed as { data: unknown }).data;
  }
  return parsed;
}

export async function readLimited(body: AsyncIterable<Buffer>, limit: number, route: ProviderRoute): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new UpstreamError(route, 'too-large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
