/** The job queue and its workers on both databases: one worker per job, retries, leases that run out, and stopping cleanly. */
import { randomBytes } from "node:crypto";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/db/types.ts";
import { claim, enqueue } from "../../../server/documents/jobs.ts";
import { type JobHandler, type Worker, type WorkerOptions, startWorker } from "../../../server/documents/worker.ts";
import { databaseKinds, openTestDatabase } from "../helpers/databases.ts";
import { TestClock } from "../helpers/server.ts";

const log = Fastify({ logger: false }).log;

interface JobRow {
  status: string;
  attempts: number;
  locked_by: string | null;
  last_error: string | null;
}

/** Waits until `check` holds (workers poll on their own time). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(databaseKinds)("the job queue (%s)", { timeout: 30_000 }, (kind) => {
  let db: Database;
  const clock = new TestClock();
  const workers: Worker[] = [];
  beforeAll(async () => {
    db = await openTestDatabase(kind, "jobs");
  }, 120_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await db?.close();
  });

  /** A kind of job of this test only, so the tests' workers never take each other's jobs. */
  const newKind = (): string => `test-${randomBytes(4).toString("hex")}`;
  const start = (handlers: Record<string, JobHandler>, options: Partial<WorkerOptions> = {}): Worker => {
    const worker = startWorker({ db, clock, log, handlers, pollMs: 20, ...options });
    workers.push(worker);
    return worker;
  };
  const rowOf = async (id: string): Promise<JobRow> =>
    (await db.query<JobRow>("SELECT status, attempts, locked_by, last_error FROM jobs WHERE id = $1", [id])).rows[0]!;
  const isDone = (id: string) => async () => (await rowOf(id)).status === "done";
  const noGiveUp = async (): Promise<void> => {
    throw new Error("gave up");
  };

  it("gives each job to exactly one of several workers", async () => {
    const jobKind = newKind();
    const ids = await Promise.all(Array.from({ length: 12 }, (_, n) => enqueue(db, jobKind, { n }, clock.now())));
    const runs: number[] = [];
    const handler: JobHandler = {
      run: async (payload) => {
        runs.push((payload as { n: number }).n);
      },
      giveUp: noGiveUp,
    };
    const three = [start({ [jobKind]: handler }), start({ [jobKind]: handler }), start({ [jobKind]: handler })];
    await eventually(async () => (await Promise.all(ids.map((id) => isDone(id)()))).every(Boolean));
    expect(runs.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, n) => n));
    await Promise.all(three.map((w) => w.stop()));
  });

  it("retries a failed attempt later, keeps its error, and gives up after the last attempt", async () => {
    const jobKind = newKind();
    const id = await enqueue(db, jobKind, { file: "a" }, clock.now(), 2);
    const givenUp: { payload: unknown; reason: string }[] = [];
    start(
      {
        [jobKind]: {
          run: async () => {
            throw new Error("the storage did not answer");
          },
          giveUp: async (payload, _tx, reason) => {
            givenUp.push({ payload, reason });
          },
        },
      },
      { retryDelayMs: 0 },
    );
    await eventually(async () => (await rowOf(id)).status === "failed");
    expect(await rowOf(id)).toEqual({ status: "failed", attempts: 2, locked_by: null, last_error: "the storage did not answer" });
    expect(givenUp).toEqual([{ payload: { file: "a" }, reason: "the storage did not answer" }]);
  });

  it("finishes the job in hand when stopped", async () => {
    const jobKind = newKind();
    let proceed = (): void => undefined;
    let started = false;
    const worker = start({
      [jobKind]: {
        run: () =>
          new Promise<void>((resolve) => {
            started = true;
            proceed = resolve;
          }),
        giveUp: noGiveUp,
      },
    });
    const id = await enqueue(db, jobKind, {}, clock.now());
    worker.wake();
    await eventually(async () => started);
    const stopping = worker.stop();
    proceed();
    await stopping;
    expect(await rowOf(id)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("hands the job in hand back to the queue when it outlasts the grace period, for another worker to do", async () => {
    const jobKind = newKind();
    let started = false;
    const stuck = start(
      {
        [jobKind]: {
          run: () => {
            started = true;
            return new Promise<void>(() => undefined);
          },
          giveUp: noGiveUp,
        },
      },
      { stopGraceMs: 50 },
    );
    const id = await enqueue(db, jobKind, {}, clock.now());
    await eventually(async () => started);
    await stuck.stop();
    expect(await rowOf(id)).toEqual({ status: "queued", attempts: 0, locked_by: null, last_error: null });
    start({ [jobKind]: { run: async () => undefined, giveUp: noGiveUp } });
    await eventually(isDone(id));
    expect(await rowOf(id)).toMatchObject({ attempts: 1 });
  });

  it("finding 3: tells the job in hand to stop, and hands it back at once, when it outlasts the grace", async () => {
    const jobKind = newKind();
    let started = false;
    let cleanedUp = false;
    const stuck = start(
      {
        [jobKind]: {
          // Like a conversion whose LibreOffice hangs: it stops, and cleans up, only when told to.
          run: (_payload, run) =>
            new Promise<void>((_resolve, reject) => {
              started = true;
              run.signal.addEventListener("abort", () => {
                cleanedUp = true;
                reject(run.signal.reason as Error);
              });
            }),
          giveUp: noGiveUp,
        },
      },
      { stopGraceMs: 50 },
    );
    const id = await enqueue(db, jobKind, {}, clock.now());
    await eventually(async () => started);
    await stuck.stop();
    expect(cleanedUp).toBe(true);
    // Queued for the next worker now, the attempt not counted, and no failure recorded for it.
    expect(await rowOf(id)).toEqual({ status: "queued", attempts: 0, locked_by: null, last_error: null });
  });

  it("takes over a job whose worker died once its lease runs out", async () => {
    const jobKind = newKind();
    const id = await enqueue(db, jobKind, {}, clock.now());
    expect(await claim(db, "a-worker-that-dies", [jobKind], clock.now(), 60_000)).toMatchObject({ id, attempts: 1 });
    let ran = false;
    start({
      [jobKind]: {
        run: async () => {
          ran = true;
        },
        giveUp: noGiveUp,
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect({ ran, row: await rowOf(id) }).toMatchObject({ ran: false, row: { status: "running", locked_by: "a-worker-that-dies" } });
    clock.advance(60_001);
    await eventually(isDone(id));
    expect(ran).toBe(true);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, locked_by: null });
  });

  it("fails a job for good when the workers that take it keep dying", async () => {
    const jobKind = newKind();
    const id = await enqueue(db, jobKind, { file: "b" }, clock.now(), 2);
    for (const dying of ["first", "second"]) {
      expect(await claim(db, dying, [jobKind], clock.now(), 60_000)).toMatchObject({ id });
      clock.advance(60_001);
    }
    const givenUp: unknown[] = [];
    start({ [jobKind]: { run: async () => undefined, giveUp: async (payload) => void givenUp.push(payload) } });
    await eventually(async () => (await rowOf(id)).status === "failed");
    expect(givenUp).toEqual([{ file: "b" }]);
  });
});
