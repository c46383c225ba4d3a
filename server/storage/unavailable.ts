/**
 * Telling "object storage could not be reached" apart from a storage error that is a fault of
 * ours (a missing bucket, refused credentials), so that a request during an outage is answered
 * 503 with a message (http/errors.ts) and everything else stays an unexpected failure, logged.
 */
import { S3ServiceException } from "@aws-sdk/client-s3";

/** The object store could not be reached or failed on its side (5xx): the request did not change anything there. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super("object storage cannot be reached", { cause });
    this.name = "StorageUnavailableError";
  }
}

const socketCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE", "ECONNABORTED"]);

/** A refused, reset or timed-out connection, or the service's own 5xx (S3's 500 InternalError, 503 SlowDown). */
export function isStorageOutage(error: unknown): boolean {
  if (error instanceof S3ServiceException) return (error.$metadata.httpStatusCode ?? 0) >= 500;
  if (typeof error !== "object" || error === null) return false;
  if (error instanceof AggregateError) return error.errors.some(isStorageOutage);
  const { code, name } = error as { code?: unknown; name?: unknown };
  return (typeof code === "string" && socketCodes.has(code)) || name === "TimeoutError";
}

/** Runs a call to the store; an outage becomes StorageUnavailableError, anything else is left as it is. */
export async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isStorageOutage(error) ? new StorageUnavailableError(error) : error;
  }
}
