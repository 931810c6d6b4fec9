// Each request's logger (request.log and reply.log), made when the request first logs.
//
// Fastify gives every request a child of the app's logger, bound to the request's id.
// Making a pino child is most of what a page costs the server besides writing it to the
// socket (wrk on /home: about 10,500 requests/s without it, 7,700 with it), and requests
// are not logged one by one (app.ts), so nearly all of them never write a line. The child
// is therefore made on a request's first line, with the same bindings and options, and
// every line it writes is the one the eager child would have written.

import type { FastifyBaseLogger } from "fastify";

// Fastify's own names for what pino's child() takes, without importing pino itself.
type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger["child"]>[1]>;

type AnyLogFn = (...args: unknown[]) => void;

class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #child(): FastifyBaseLogger {
    return (this.#made ??= this.#parent.child(this.#bindings, this.#options));
  }

  #write(method: "fatal" | "error" | "warn" | "info" | "debug" | "trace", args: unknown[]): void {
    const child = this.#child();
    (child[method] as AnyLogFn).apply(child, args);
  }

  get level(): string {
    return this.#made?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#child().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write("fatal", args);
  }

  error(...args: unknown[]): void {
    this.#write("error", args);
  }

  warn(...args: unknown[]): void {
    this.#write("warn", args);
  }

  info(...args: unknown[]): void {
    this.#write("info", args);
  }

  debug(...args: unknown[]): void {
    this.#write("debug", args);
  }

  trace(...args: unknown[]): void {
    this.#write("trace", args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request's logger, made on its first line. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
