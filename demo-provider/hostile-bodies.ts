// The bodies the switches (and a malformed subGallery id) answer with instead of the real one.
import { STATUS_CODES } from 'node:http';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

/** The oversized switch's body: past the BFF's 2 MB JSON limit (server/provider/client.ts). */
export const OVERSIZED_BYTES = 5 * 1024 * 1024;

/** Strings the failStatus error body carries, so BFF tests can assert none reaches a visitor. */
export const INTERNAL_ERROR_MARKERS = [
  'db password',
  'Erp#Prod2024',
  'mongo-primary.internal',
  '/srv/schoolerp/',
  'MongoServerSelectionError',
] as const;

/** A JSON array of zeros `bytes` long, made as it is read, so the provider holds no copy. */
export function oversizedBody(bytes: number): Readable {
  const chunk = Buffer.from('0,'.repeat(32 * 1024));
  let sent = 1;
  return new Readable({
    read() {
      if (sent === 1) {
        this.push('[');
        sent += 1;
      } else if (sent + chunk.length < bytes) {
        this.push(chunk);
        sent += chunk.length;
      } else {
        this.push('0]');
        this.push(null);
      }
    },
  });
}

/** The payload one byte a second; stops when the connection does. */
export function dripBody(payload: Buffer, signal: AbortSignal): Readable {
  let at = 0;
  return new Readable({
    async read() {
      if (at >= payload.length) return void this.push(null);
      // The first byte goes at once, so the status and headers (held back until a body byte) do too.
      if (at > 0) {
        try {
          await sleep(1000, undefined, { signal });
        } catch {
          return void this.destroy();
        }
      }
      this.push(payload.subarray(at, at + 1));
      at += 1;
    },
  });
}

export const HTML_503 =
  '<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n' +
  '<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx/1.18.0 (Ubuntu)</center>\r\n</body>\r\n</html>\r\n';

/** What an unguarded Express error handler leaks: the driver's message and the stack. */
export function internalError(status: number): Record<string, unknown> {
  return {
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    message:
      'MongoServerSelectionError: connection <monitor> to 10.12.4.7:27017 closed ' +
      "(db password 'Erp#Prod2024' rejected for user erp_app@mongo-primary.internal)",
    stack: [
      'MongoServerSelectionError: connection <monitor> to 10.12.4.7:27017 closed',
      '    at Timeout._onTimeout (/srv/schoolerp/api/node_modules/mongodb/lib/sdam/topology.js:278:38)',
      '    at listOnTimeout (node:internal/timers:581:17)',
      '    at process.processTimers (node:internal/timers:519:7)',
      '    at async getNews (/srv/schoolerp/api/controllers/news.controller.js:41:17)',
    ].join('\n'),
  };
}

/** Mongoose's CastError as Express serialises it when a malformed id reaches findById. */
export function castError(value: unknown): Record<string, unknown> {
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  const type = Array.isArray(value) ? 'Array' : typeof value;
  return {
    stringValue: `"${shown}"`,
    valueType: type,
    kind: 'ObjectId',
    value,
    path: '_id',
    reason: {},
    name: 'CastError',
    message: `Cast to ObjectId failed for value "${shown}" (type ${type}) at path "_id" for model "Gallery"`,
  };
}
