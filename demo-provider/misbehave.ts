// The switches at work: before a route runs (latency, hang, HTML 503, failures) and on its
// answer (oversized, drip, malformed JSON). Closing the provider ends hung and slow requests.
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Misbehave } from './guard.ts';
import { HTML_503, OVERSIZED_BYTES, dripBody, internalError, oversizedBody } from './hostile-bodies.ts';
import { mulberry32 } from './prng.ts';
import type { DemoSwitches } from './switches.ts';

/** Fixed seed of the failRate stream: the same switches give the same failures on every run. */
const FAIL_SEED = 0x5c01;

export interface Misbehaviour {
  misbehave: Misbehave;
  /** Restarts the failRate stream. */
  reset(): void;
}

/** Adds the answer-rewriting and close hooks to app; misbehave goes in each route's guard. */
export function installMisbehaviour(app: FastifyInstance, switches: DemoSwitches): Misbehaviour {
  let failRandom = mulberry32(FAIL_SEED);
  const malformed = new WeakSet<FastifyRequest>();
  const dripping = new WeakSet<FastifyRequest>();
  const oversized = new WeakSet<FastifyRequest>();
  const hung = new Set<IncomingMessage>();
  const closing = new AbortController();

  /** Leaves the request unanswered; close() destroys the socket. */
  function hang(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.hijack();
    if (closing.signal.aborted) {
      request.raw.destroy();
    } else {
      hung.add(request.raw);
      request.raw.once('close', () => hung.delete(request.raw));
    }
    return reply;
  }

  const misbehave: Misbehave = async (key, request, reply) => {
    if (switches.only.length > 0 && !switches.only.includes(key)) return undefined;
    if (switches.latencyMs > 0) {
      try {
        await sleep(switches.latencyMs, undefined, { signal: closing.signal });
      } catch {
        return hang(request, reply);
      }
    }
    if (switches.hang) return hang(request, reply);
    if (switches.htmlError) return reply.code(503).type('text/html; charset=utf-8').send(HTML_503);
    const failing = switches.failRate > 0 ? failRandom() < switches.failRate : switches.failStatus !== null;
    if (failing) return reply.code(switches.failStatus ?? 500).send(internalError(switches.failStatus ?? 500));
    if (switches.malformedJson) malformed.add(request);
    if (switches.oversized) oversized.add(request);
    if (switches.drip) dripping.add(request);
    return undefined;
  };

  app.addHook('preClose', async () => {
    closing.abort();
    for (const raw of hung) raw.destroy();
    hung.clear();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!oversized.has(request)) return payload;
    oversized.delete(request);
    if (payload !== null && typeof (payload as Readable).destroy === 'function') (payload as Readable).destroy();
    reply.code(200).header('content-type', 'application/json; charset=utf-8').removeHeader('content-length');
    return oversizedBody(OVERSIZED_BYTES);
  });

  // The drip sends the answer the route made, headers at once, then its bytes one a second.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!dripping.has(request)) return payload;
    dripping.delete(request);
    const ended = new AbortController();
    request.raw.once('close', () => ended.abort());
    closing.signal.addEventListener('abort', () => ended.abort(), { once: true });
    let bytes: Buffer;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) bytes = Buffer.from(payload);
    else if (payload && typeof (payload as Readable).pipe === 'function') {
      const chunks: Buffer[] = [];
      for await (const c of payload as Readable) chunks.push(Buffer.from(c as Buffer));
      bytes = Buffer.concat(chunks);
    } else bytes = Buffer.alloc(0);
    reply.removeHeader('content-length');
    return dripBody(bytes, ended.signal);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!malformed.has(request)) return payload;
    malformed.delete(request);
    let text: string;
    if (typeof payload === 'string') {
      text = payload;
    } else {
      // A binary answer (image, PDF) is swapped for the start of a JSON document.
      if (payload !== null && typeof (payload as Readable).destroy === 'function') (payload as Readable).destroy();
      text = JSON.stringify({ data: { path: request.url, size: 0 } });
    }
    reply.code(200);
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.removeHeader('content-length');
    // Any proper prefix of a JSON object or array is invalid JSON.
    return text.slice(0, Math.max(1, Math.floor(text.length * 0.6)));
  });

  return {
    misbehave,
    reset() {
      failRandom = mulberry32(FAIL_SEED);
    },
  };
}
