/**
 * Runs the sandbox jobs in a worker thread, one at a time, so that a hostile file can cost at most
 * its time budget and the worker's heap: a job past its budget, or a worker that runs out of
 * memory, is ended by terminating the worker, and the next job gets a fresh one. The server's
 * event loop never parses an upload itself.
 */
import { Worker } from "node:worker_threads";
import { reject } from "./messages.ts";
import type { SandboxJob, SandboxResult } from "./sandboxJobs.ts";
import type { Rejection } from "./types.ts";

export interface Sandbox {
  /** `signal` ends the job at once, as its budget would (the caller then ignores the result). */
  run<J extends SandboxJob>(job: J, bytes: Uint8Array, timeoutMs: number, signal?: AbortSignal): Promise<SandboxResult<J> | Rejection>;
  /** Ends the worker; a later run starts a new one. */
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** The worker's V8 heap limit. Pixel buffers live outside it and have their own limits (image/limits.ts). */
  maxHeapMb?: number;
}

export function createSandbox({ maxHeapMb = 512 }: SandboxOptions = {}): Sandbox {
  let worker: Worker | undefined;
  let nextId = 0;
  let queue: Promise<unknown> = Promise.resolve();

  const start = (): Worker => {
    const started = new Worker(new URL("./sandboxWorker.ts", import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
    // An idle worker must not keep the process alive; it is referenced only while a job runs.
    started.unref();
    return started;
  };

  const runNow = <J extends SandboxJob>(job: J, bytes: Uint8Array, timeoutMs: number, signal?: AbortSignal): Promise<SandboxResult<J> | Rejection> =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve(reject("tooSlow"));
      const current = (worker ??= start());
      const id = ++nextId;
      const finish = (result: SandboxResult<J> | Rejection, broken: boolean): void => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        current.off("message", onMessage).off("error", onError).off("exit", onExit);
        current.unref();
        if (broken) {
          if (worker === current) worker = undefined;
          void current.terminate();
        }
        resolve(result);
      };
      const onMessage = (message: { id: number; result: SandboxResult<J> | Rejection }): void => {
        if (message.id === id) finish(message.result, false);
      };
      // The worker dies when it reaches its heap limit (ERR_WORKER_OUT_OF_MEMORY) or crashes.
      const onError = (): void => finish(reject("tooDemanding"), true);
      const onExit = (): void => finish(reject("tooDemanding"), true);
      const timer = setTimeout(() => finish(reject("tooSlow"), true), timeoutMs);
      const onAbort = (): void => finish(reject("tooSlow"), true);
      signal?.addEventListener("abort", onAbort, { once: true });
      current.ref();
      current.on("message", onMessage).on("error", onError).on("exit", onExit);
      current.postMessage({ id, job, bytes });
    });

  return {
    run(job, bytes, timeoutMs, signal) {
      const result = queue.then(() => runNow(job, bytes, timeoutMs, signal));
      queue = result;
      return result;
    },
    async close() {
      const current = worker;
      worker = undefined;
      await current?.terminate();
    },
  };
}
