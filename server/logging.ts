import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type LogFn } from 'pino';
import type { Config } from './config.ts';
import type { Metrics } from './metrics.ts';

// Secrets and personal data never reach a log line: the provider token travels only in headers
// we build, visitors' cookies and authorization are dropped, and form bodies are not logged.
// Explicit paths only: wildcard paths are checked on every line and cost a tenth of a cached
// route's throughput.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'token',
  'body',
  'err.body',
];

/** Set while a held request's line is written, so the line carries when the request finished. */
let finishedAt: number | undefined;

/** Pino options for the server; `stream` is where lines go (stdout when omitted). */
export function loggerOptions(config: Config, stream?: pino.DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT, censor: '[redacted]' },
    timestamp: () => `,"time":${finishedAt ?? Date.now()}`,
    ...(stream ? { stream } : {}),
  };
}

/** How long a line may wait for others to share its write. */
const HOLD_MS = 20;
/** Bytes held at most; a burst beyond this is written at once. */
const HELD_BYTES = 64 * 1024;
/** A UTF-16 code unit takes at most 3 bytes of UTF-8. */
const MAX_BYTES_PER_UNIT = 3;

/**
 * Where the running server's lines go (stdout by default): each line is encoded into a buffer as
 * it comes, and the buffer is written in one synchronous write at most 20 ms after its first line.
 * Encoding at once matters: pino builds a line from many small strings, and joining 20 ms worth of
 * them later re-reads memory the CPU no longer has at hand. In CPU profiles of the bench's servers
 * (NODE_OPTIONS=--cpu-prof npm run bench -- throughput), the join took 1.0-1.3 µs a line; encoding
 * on arrival and the write take about 0.2. The writes stay synchronous, so nothing waits in a
 * pending asynchronous write, and what is held is written on exit.
 */
export class LogDestination implements pino.DestinationStream {
  readonly #out: ReturnType<typeof pino.destination>;
  /** A file this destination opened (not the process's stdout or stderr). */
  readonly #ownsFile: boolean;
  #held = Buffer.allocUnsafeSlow(HELD_BYTES);
  #used = 0;
  #scheduled = false;
  readonly #flushOnExit = () => this.flushSync();

  constructor(dest: string | number = 1) {
    // Buffer mode takes bytes as they are; sonic-boom's types still name its argument a string.
    this.#out = pino.destination({ dest, sync: true, contentMode: 'buffer' });
    this.#ownsFile = typeof dest === 'string';
    process.once('exit', this.#flushOnExit);
  }

  write(line: string): void {
    if (line.length * MAX_BYTES_PER_UNIT > HELD_BYTES - this.#used) {
      this.flushSync();
      if (line.length * MAX_BYTES_PER_UNIT > HELD_BYTES) {
        this.#out.write(Buffer.from(line) as unknown as string);
        return;
      }
    }
    this.#used += this.#held.write(line, this.#used);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setTimeout(() => this.flushSync(), HOLD_MS).unref();
    }
  }

  /** Writes what is held now (pino calls it for logger.flush()). */
  flush(callback?: (err?: Error) => void): void {
    this.flushSync();
    callback?.();
  }

  flushSync(): void {
    this.#scheduled = false;
    if (this.#used === 0) return;
    // The written bytes go to the stream, and later lines to a fresh buffer, so nothing can
    // overwrite bytes the stream still has.
    const bytes = this.#held.subarray(0, this.#used);
    this.#held = Buffer.allocUnsafeSlow(HELD_BYTES);
    this.#used = 0;
    this.#out.write(bytes as unknown as string);
  }

  /** Writes what is held and closes the file (the process's stdout stays open). */
  end(): void {
    this.flushSync();
    process.removeListener('exit', this.#flushOnExit);
    this.#out.flushSync();
    if (this.#ownsFile) this.#out.end();
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * A request's logger (`request.log`), made into a pino child only when something logs for that
 * request. Most requests log nothing of their own (their one line is written by RequestObserver),
 * and a child per request was a measurable share of a cached route's cost.
 */
export class RequestLogger implements FastifyBaseLogger {
  /** The logger the child is made from; RequestObserver writes the request's line with it. */
  readonly parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): string {
    return this.logger.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}
// On the prototype, so a request's logger costs one small object and no closures.
for (const level of LEVELS) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: Parameters<LogFn>) {
    this.logger[level](...args);
  } as LogFn;
}

/** Fastify's `childLoggerFactory`: request loggers are RequestLoggers. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options);

interface Finished {
  log: FastifyBaseLogger;
  reqId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  /** When it finished (epoch ms), the time its line carries. */
  at: number;
}

/** Finished requests held at most; a burst beyond this is written at once. */
const MAX_HELD_REQUESTS = 4096;
/** Routes kept with loggers of their own, per parent logger and status. */
const MAX_OUTCOME_LOGGERS = 1024;

/** Observers holding requests, so that an exiting process still writes their lines. */
const holding = new Set<RequestObserver>();
// Registered when this module loads, before any LogDestination exists, so on exit the held lines
// reach the destinations before those write out what they hold.
process.once('exit', () => {
  for (const observer of holding) observer.drain();
});

/**
 * Each finished request: one JSON log line (id, method, route, status, duration) instead of
 * Fastify's two, and its count and duration in the metrics, from the one place Fastify already
 * calls for every request. A request is kept as a small record, and the records are logged (then
 * written by the destination's own batching) and counted together at most 20 ms later, or before a
 * metrics scrape, on close and on exit. In a batch the logging and metrics code runs warm instead
 * of cold between requests' HTTP work. Each line still carries the time its request finished.
 */
export class RequestObserver extends LogController {
  readonly #metrics: Metrics;
  readonly #stopDrainingOnScrape: () => void;
  #held: Finished[] = [];
  #timer: NodeJS.Timeout | undefined;
  readonly #drainLater = () => this.drain();
  /**
   * A child logger per parent, status, route and method: pino keeps a child's bindings as ready
   * JSON text, so a line only formats its id and duration. The combinations are few (route
   * patterns, the statuses they answer, the methods Node parses), and each map is bounded anyway.
   */
  readonly #outcomeLoggers = new Map<FastifyBaseLogger, Map<number, Map<string, Map<string, FastifyBaseLogger>>>>();
  constructor(metrics: Metrics) {
    super();
    this.#metrics = metrics;
    this.#stopDrainingOnScrape = metrics.beforeScrape(this.#drainLater);
  }

  override incomingRequest(): void {}

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // The line binds the id itself (with requestLoggerFactory, request.log is never made for it).
    const log = request.log instanceof RequestLogger ? request.log.parent : request.log;
    const held = this.#held.push({
      log,
      reqId: request.id,
      method: request.method,
      route: request.routeOptions.url ?? 'not-found',
      status: reply.statusCode,
      ms: reply.elapsedTime,
      at: Date.now(),
    });
    if (held === 1) {
      holding.add(this);
      this.#timer = setTimeout(this.#drainLater, HOLD_MS).unref();
    } else if (held >= MAX_HELD_REQUESTS) {
      this.drain();
    }
  }

  /** Writes the held requests' lines and metrics now. */
  drain(): void {
    if (this.#held.length === 0) return;
    clearTimeout(this.#timer);
    holding.delete(this);
    const held = this.#held;
    this.#held = [];
    for (const r of held) {
      this.#metrics.request(r.method, r.route, r.status, r.ms / 1000);
      finishedAt = r.at;
      try {
        this.#outcomeLogger(r).info({ reqId: r.reqId, ms: Math.round(r.ms) }, 'request');
      } finally {
        finishedAt = undefined;
      }
    }
  }

  #outcomeLogger({ log, method, route, status }: Finished): FastifyBaseLogger {
    let byStatus = this.#outcomeLoggers.get(log);
    if (!byStatus) this.#outcomeLoggers.set(log, (byStatus = new Map()));
    let byRoute = byStatus.get(status);
    if (!byRoute) byStatus.set(status, (byRoute = new Map()));
    let byMethod = byRoute.get(route);
    if (!byMethod) {
      if (byRoute.size >= MAX_OUTCOME_LOGGERS) byRoute.clear();
      byRoute.set(route, (byMethod = new Map()));
    }
    let logger = byMethod.get(method);
    if (!logger) byMethod.set(method, (logger = log.child({ method, route, status })));
    return logger;
  }

  /** Drains, and leaves the metrics (for a closing server). */
  close(): void {
    this.drain();
    this.#stopDrainingOnScrape();
  }
}
