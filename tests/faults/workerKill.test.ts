/**
 * Worker processes (`npm run worker`) sharing one database and one object store: one killed with
 * SIGKILL in the middle of a conversion leaves its job claimed, and another worker takes it once
 * the claim's lease runs out and finishes it. One stopped with SIGTERM finishes the job in hand
 * (or hands it back) and exits cleanly.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDocx } from "../server/documents/makeFiles.ts";
import { documentEntry } from "../server/documents/documentEntry.ts";
import { freePort } from "../server/helpers/ports.ts";
import { type Child, eventually, startAppProcess, startWorkerProcess } from "./support/children.ts";
import { HttpClient, loggedIn } from "./support/client.ts";
import { type FreshDatabase, answersOf, confirmedAccount, freshDatabase } from "./support/database.ts";
import { type ObjectStore, conversionJobOf, startObjectStore, uploadAndConvert } from "./support/documents.ts";

const key = "college_transcript_upload";
// Short, so the test need not wait a minute for a dead worker's claim to lapse; renewed every third of it.
const leaseMs = 3_000;

describe("conversion workers killed and stopped mid-conversion", () => {
  let database: FreshDatabase;
  let store: ObjectStore;
  let dir: string;
  const processes: Child[] = [];

  beforeAll(async () => {
    database = await freshDatabase("workers");
    store = await startObjectStore();
    dir = await mkdtemp(join(tmpdir(), "faults-workers-"));
  });
  afterAll(async () => {
    for (const child of processes) await child.stop();
    await database?.drop();
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Each process with its own data and temporary folders, as on separate machines: only the database and the store are shared. */
  const envOf = async (name: string, extra: Record<string, string> = {}) => {
    const own = await mkdtemp(join(dir, `${name}-`));
    return { DATABASE_URL: database.url, DATA_DIR: join(own, "data"), TMPDIR: own, JOB_LEASE_MS: String(leaseMs), ...store.env, ...extra };
  };
  const track = <T extends Child>(child: T): T => {
    processes.push(child);
    return child;
  };

  it("finishes on another worker a conversion whose worker was killed, and stops a worker cleanly with SIGTERM", async () => {
    const app = track(await startAppProcess(await envOf("app")));
    const username = await confirmedAccount(database.db);
    const student = await loggedIn(app.url, username);
    const doomed = track(await startWorkerProcess(await envOf("doomed")));

    // A Word document: LibreOffice takes seconds, long enough to be caught in the middle.
    expect((await uploadAndConvert(student, key, "transcript.docx", makeDocx())).body).toEqual({ status: "UNPROCESSED" });
    const taken = await eventually("the conversion in progress on the first worker", async () => {
      const state = await conversionJobOf(database.db, username, key);
      return state?.conversion === "IN_PROGRESS" && state.locked_by?.includes(`:${doomed.pid}:`) ? state : null;
    });
    doomed.process.kill("SIGKILL");
    await doomed.exited;
    // Killed mid-way: the job is still claimed by the dead worker, the conversion unfinished.
    expect(await conversionJobOf(database.db, username, key)).toMatchObject({ job: taken.job, status: "running", attempts: 1, conversion: "IN_PROGRESS" });

    const workerPort = await freePort();
    const rescuer = track(await startWorkerProcess(await envOf("rescuer", { WORKER_PORT: String(workerPort) })));
    const record = await eventually("the conversion settled", async () => {
      const res = await student.get(`/api/pdf/document-answer/${key}`);
      return res.body.status === "COMPLETED" || res.body.status === "FAILED" ? res.body : null;
    }, 120_000, 200);
    expect(record).toMatchObject({ status: "COMPLETED" });
    expect(await conversionJobOf(database.db, username, key)).toEqual({ job: taken.job, status: "done", attempts: 2, locked_by: null, conversion: "COMPLETED" });
    expect((await answersOf(database.db, username))[key]).toBe("ANSWERED");
    const pdf = await fetch(`${app.url}${record.url as string}`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    // The worker's own probes and counters, on WORKER_PORT.
    const probes = new HttpClient(`http://127.0.0.1:${workerPort}`);
    expect((await probes.get("/readyz")).status).toBe(200);
    const metrics = (await probes.get("/metrics")).body.text as string;
    expect(metrics).toContain('app_document_conversions_total{outcome="completed"} 1');
    expect(metrics).toContain("app_database_up 1");

    // SIGTERM in the middle of the next conversion: the job is finished (or handed back), never left claimed.
    // Its document is the next entry's, added first as the form does: no upload goes to an entry not shown.
    const next = documentEntry.key(2);
    expect((await student.put("/api/add-another", { button_id: documentEntry.group.id, num_components: 2 })).status).toBe(200);
    expect((await uploadAndConvert(student, next, "second.docx", makeDocx())).body).toEqual({ status: "UNPROCESSED" });
    await eventually("the second conversion in progress", async () => (await conversionJobOf(database.db, username, next))?.conversion === "IN_PROGRESS");
    rescuer.process.kill("SIGTERM");
    expect(await rescuer.exited).toEqual({ code: 0, signal: null });
    const second = await conversionJobOf(database.db, username, next);
    expect(second?.locked_by).toBeNull();
    expect(["done", "queued"]).toContain(second?.status);
    expect(rescuer.logs.map((l) => l.msg)).toEqual(expect.arrayContaining(["SIGTERM: stopping the workers", "shut down"]));
  });
});
