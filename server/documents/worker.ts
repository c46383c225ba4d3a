/**
 * A worker: a loop that takes one job at a time from the queue (jobs.ts), runs its kind's
 * handler while renewing its lease, and records how it ended. A handler that throws has failed
 * an attempt, retried later until the job's attempts are spent; the worker itself never stops
 * for a job. The server runs one in-process by default; `npm run worker` runs them alone.
 */
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import type { Database, Sql } from "../db/types.ts";
import { type Job, claim, extendLease, release, retryLater, settle } from "./jobs.ts";

export type Log = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

export interface JobRun {
  readonly job: Job;
  /**
   * Aborted when the worker stops and the job has outlasted the grace: the job is already back in
   * the queue, so the handler must stop at once, end what it started (child processes, temporary
   * folders) and throw. Whatever it writes after this fails the lease check.
   */
  readonly signal: AbortSignal;
  /**
   * Marks the job done and commits `writes` in the same transaction. False, with nothing
   * written, when this worker no longer holds the job (its lease ran out and another took it).
   */
  finish(writes?: (tx: Sql) => Promise<void>): Promise<boolean>;
}

/** What a kind of job does. One file per kind; the worker picks the handler by the job's kind. */
export interface JobHandler {
  /** Does the job, ending with run.finish (the worker finishes it when the handler does not). */
  run(payload: unknown, run: JobRun): Promise<void>;
  /** Records that the job failed for good, in the transaction that ends it. */
  giveUp(payload: unknown, tx: Sql, reason: string): Promise<void>;
  /** The wait after failed attempt `attempt` (from 1), when this kind has its own (mail waits out an SMTP outage); else the worker's doubling retryDelayMs. */
  retryDelayMs?(attempt: number): number;
}

export interface WorkerOptions {
  db: Database;
  clock: Clock;
  log: Log;
  handlers: Readonly<Record<string, JobHandler>>;
  /** How long to wait between looks at an empty queue (wake() cuts it short). */
  pollMs?: number;
  /** How long a claim lasts without renewal; renewed every third of it while the job runs. */
  leaseMs?: number;
  /** How long stop() waits for the job in hand before handing it back to the queue (default `stopGraceMs`). */
  stopGraceMs?: number;
  /** The wait before a failed attempt is retried, doubled with each further attempt. */
  retryDelayMs?: number;
  /** Upkeep run between jobs, at most once per `everyMs` (pruning old rows, stale uploads). */
  housekeeping?: { everyMs: number; run(now: Date): Promise<void> };
  /** Hears each attempt whose handler threw, by job kind (the failure counters of /metrics). */
  onAttemptFailed?: (kind: string) => void;
}

export interface Worker {
  /** This worker's name in the jobs table (locked_by): host, process and a random part. */
  readonly id: string;
  /** Looks at the queue now (a job was just queued in this process). */
  wake(): void;
  /** Takes no more jobs; finishes the one in hand, or hands it back after the grace period. */
  stop(): Promise<void>;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** How long stop() lets the job in hand finish before handing it back. */
export const stopGraceMs = 15_000;

/**
 * How long stop() then waits for the handler to end what it started (kill LibreOffice's group,
 * remove its folder), once the job is back in the queue. A handler that does not heed its signal
 * is left to die with the process.
 */
export const handBackMs = 3_000;

/** The longest stop() takes: what a process's close must allow for (Fastify's pluginTimeout, app.ts). */
export const workerStopMs = stopGraceMs + handBackMs;

const within = (work: Promise<unknown>, ms: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void work.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });

export function startWorker(options: WorkerOptions): Worker {
  const { db, clock, log, handlers, pollMs = 1000, leaseMs = 60_000, retryDelayMs = 10_000, housekeeping, onAttemptFailed = () => undefined } = options;
  const graceMs = options.stopGraceMs ?? stopGraceMs;
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const kinds = Object.keys(handlers);
  let stopping = false;
  let woken = false;
  let nudge: (() => void) | undefined;
  let current: { job: Job; done: Promise<void>; abort: AbortController } | undefined;
  let lastUpkeep = 0;

  const pause = (): Promise<void> =>
    new Promise((resolve) => {
      if (woken || stopping) return resolve();
      const timer = setTimeout(() => nudge?.(), pollMs);
      nudge = () => {
        clearTimeout(timer);
        nudge = undefined;
        resolve();
      };
    });

  const failForGood = (job: Job, handler: JobHandler, reason: string): Promise<void> =>
    db.transaction(async (tx) => {
      if (await settle(tx, job.id, id, "failed", clock.now(), reason)) await handler.giveUp(job.payload, tx, reason);
    });

  async function runJob(job: Job, handler: JobHandler, abort: AbortController): Promise<void> {
    if (job.attempts > job.maxAttempts) {
      // Each worker that took it stopped before finishing (its lease ran out): try no more.
      await failForGood(job, handler, "no worker finished this job in its attempts").catch((err: unknown) => log.error({ err, job: job.id }, "a job could not be ended"));
      return;
    }
    const heartbeat = setInterval(() => {
      extendLease(db, job.id, id, clock.now(), leaseMs).catch((err: unknown) => log.warn({ err, job: job.id }, "a job's lease could not be renewed"));
    }, leaseMs / 3);
    heartbeat.unref();
    let finished = false;
    const run: JobRun = {
      job,
      signal: abort.signal,
      finish: (writes) => {
        finished = true;
        return db.transaction(async (tx) => {
          if (!(await settle(tx, job.id, id, "done", clock.now()))) return false;
          await writes?.(tx);
          return true;
        });
      },
    };
    try {
      await handler.run(job.payload, run);
      if (!finished) await run.finish();
    } catch (error) {
      // Stopped by stop(), which has handed the job back: no attempt failed.
      if (abort.signal.aborted) return;
      const reason = reasonOf(error);
      log.error({ err: error, job: job.id, kind: job.kind, attempt: job.attempts }, "a job failed");
      onAttemptFailed(job.kind);
      try {
        if (job.attempts >= job.maxAttempts) await failForGood(job, handler, reason);
        else await retryLater(db, job.id, id, clock.now(), handler.retryDelayMs?.(job.attempts) ?? retryDelayMs * 2 ** (job.attempts - 1), reason);
      } catch (err) {
        log.error({ err, job: job.id }, "a failed job could not be recorded");
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function upkeep(): Promise<void> {
    const now = clock.now();
    if (!housekeeping || now.getTime() - lastUpkeep < housekeeping.everyMs) return;
    lastUpkeep = now.getTime();
    await housekeeping.run(now).catch((err: unknown) => log.warn({ err }, "housekeeping failed"));
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      woken = false;
      const job = await claim(db, id, kinds, clock.now(), leaseMs).catch((err: unknown) => {
        log.error({ err }, "the job queue could not be read");
        return null;
      });
      const handler = job ? handlers[job.kind] : undefined;
      if (job && handler && stopping) {
        await release(db, job.id, id, clock.now()).catch(() => undefined);
      } else if (job && handler) {
        const abort = new AbortController();
        current = { job, abort, done: runJob(job, handler, abort) };
        await current.done;
        current = undefined;
      } else {
        await upkeep();
        await pause();
      }
    }
  }

  const looping = loop();

  return {
    id,
    wake() {
      woken = true;
      nudge?.();
    },
    async stop() {
      stopping = true;
      nudge?.();
      const running = current;
      if (running) {
        let timer: NodeJS.Timeout | undefined;
        const inTime = await Promise.race([
          running.done.then(() => true),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(false), graceMs);
          }),
        ]);
        clearTimeout(timer);
        if (!inTime) {
          // Handed back at once, for another worker to take now rather than when the lease runs out:
          // the handler is told to stop (LibreOffice killed, its folder removed), and the lease is
          // released, so every write it still tries fails the lease check.
          running.abort.abort(new Error("the worker stopped before the job finished"));
          await release(db, running.job.id, id, clock.now()).catch((err: unknown) => log.error({ err, job: running.job.id }, "a job could not be handed back"));
          log.warn({ job: running.job.id }, "stopped before the job in hand finished: it is back in the queue");
          await within(looping, handBackMs);
          return;
        }
      }
      await looping;
    },
  };
}
