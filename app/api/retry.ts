import { AppError } from "./errors.ts";

/**
 * Whether a failed call may have been lost on its way rather than refused: no answer at all
 * (the network or the server process failed) or a gateway/unavailable status. A refusal (4xx)
 * or a 401 would fail the same way again.
 */
export const mayRetry = (error: unknown): boolean =>
  error instanceof AppError && error.kind === "server" && (error.status === undefined || error.status >= 502);

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call`, and again up to `retries` times while it fails in a way that may succeed on a
 * second try, waiting a little longer each time (500 ms, 1 s, ...). The last failure is thrown.
 */
export async function withRetries<T>(call: () => Promise<T>, retries: number, firstPause = 500): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= retries || !mayRetry(error)) throw error;
      await pause(firstPause * 2 ** attempt);
    }
  }
}
