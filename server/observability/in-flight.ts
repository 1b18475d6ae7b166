import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describeRequest } from './logging.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests not yet answered in full, so shutdown can cut the ones its grace did not see end. */
    inFlight: InFlight;
  }
}

export class InFlight {
  readonly #requests = new Set<FastifyRequest>();

  /** Follows every request from its start until its answer is out or its connection has closed. */
  constructor(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      this.#requests.add(request);
      reply.raw.once('close', () => this.#requests.delete(request));
    });
  }

  get size(): number {
    return this.#requests.size;
  }

  /** Ends every request still in flight (a download still flowing), one `warn` line each; returns how many. */
  cut(reason: string): number {
    const cut = [...this.#requests];
    for (const request of cut) {
      this.#requests.delete(request);
      const socket = request.raw.socket;
      request.log.warn(
        { ...describeRequest(request), aborted: true, reason, bytesSent: socket.bytesWritten },
        'request cut at shutdown',
      );
      socket.destroy();
    }
    return cut.length;
  }
}
