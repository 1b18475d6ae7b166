import type { FastifyInstance } from 'fastify';

export interface AnnounceOptions {
  /** The first wait before asking /readyz again; it doubles up to `maxWaitMs`. */
  firstWaitMs?: number;
  maxWaitMs?: number;
  /** The school's host, when the process serves several (SCHOOLS_FILE). */
  host?: string;
}

/**
 * Logs `message` once, when /readyz first answers 200, asking it again with a doubling wait. While it
 * is not, says why once (at warn). Returns a stop function for shutdown.
 */
export function announceReady(
  app: FastifyInstance,
  line: Record<string, unknown>,
  message: string,
  { firstWaitMs = 500, maxWaitMs = 30_000, host }: AnnounceOptions = {},
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let waitMs = firstWaitMs;
  let toldWhy = false;
  const ask = async () => {
    const answer = await app.inject({
      url: '/readyz',
      headers: { 'user-agent': 'start-up readiness check', ...(host ? { host } : {}) },
    });
    if (stopped) return;
    if (answer.statusCode === 200) {
      app.log.info(line, message);
      return;
    }
    if (!toldWhy) {
      const { reason } = answer.json<{ reason?: string }>();
      app.log.warn({ reason }, `not ready yet: ${reason ?? `/readyz answers ${answer.statusCode}`}`);
      toldWhy = true;
    }
    timer = setTimeout(() => void ask().catch(() => {}), waitMs).unref();
    waitMs = Math.min(waitMs * 2, maxWaitMs);
  };
  void ask().catch(() => {});
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
