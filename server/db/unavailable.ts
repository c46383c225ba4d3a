/**
 * Telling "the database could not be reached" apart from every other database error, so that a
 * request during an outage is answered 503 with a message (http/errors.ts) instead of a 500, and
 * the pool drops the connection rather than handing it out again.
 */

/** The PostgreSQL server could not be reached or dropped the connection: nothing the request asked for was done. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("the database cannot be reached", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/** Socket errors of a refused, reset or unreachable connection. */
const socketCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception),
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting or stopping).
 * https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
const isServerGoingAway = (code: string): boolean => code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03";

/** node-postgres's own errors for a socket that closed under a query or a connection that timed out (they carry no code). */
const driverMessages = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout)/;

export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (socketCodes.has(code) || isServerGoingAway(code))) return true;
  // A refused connect to a host with several addresses arrives as an AggregateError of ECONNREFUSED.
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return typeof message === "string" && driverMessages.test(message);
}

/** The error to throw: a connection failure becomes DatabaseUnavailableError, anything else is left as it is. */
export const classified = (error: unknown): unknown => (isConnectionFailure(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error);
