import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** Of the requests answered below 400, the share logged unless the level is debug or trace. */
export const successSampleEvery = 10;

/**
 * Fastify's request lines, fewer of them: writing two lines for every request cost a save 8% of
 * its busy time (issue 31). Each request gets at most one line, at its end, carrying the request
 * (method, masked address, client), the status and the time. Every request answered 400 or above
 * or that failed is logged; of the others, one in `successSampleEvery`, or every one at the
 * debug and trace levels, where an operator asks to see everything. Errors keep their own lines
 * (http/errors.ts), whatever this logs.
 */
export class RequestLog extends LogController {
  readonly #every: number;
  #successes = 0;

  constructor(level: string) {
    super();
    this.#every = level === "debug" || level === "trace" ? 1 : successSampleEvery;
  }

  /** The line at the end carries the request, so none is written at its arrival. */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
      return;
    }
    if (reply.statusCode < 400 && this.#successes++ % this.#every !== 0) return;
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
