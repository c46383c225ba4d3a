/**
 * SIGTERM to an app process that also runs its own worker (the default): readiness fails and new
 * requests get 503 at once, while the request in flight and the job in hand are finished (or the
 * job handed back); then the process exits 0, with nothing left claimed. The test holds a row
 * lock on the student's application, so both the save and the conversion's last step are
 * certainly still running when the signal arrives.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMessage } from "../../server/errors.ts";
import { officeWords } from "../../server/words.ts";
import { makeDocx } from "../server/documents/makeFiles.ts";
import { type AppChild, eventually, startAppProcess } from "./support/children.ts";
import { HttpClient, loggedIn } from "./support/client.ts";
import { type FreshDatabase, answersOf, confirmedAccount, freshDatabase } from "./support/database.ts";
import { conversionJobOf, uploadAndConvert } from "./support/documents.ts";

const key = "college_transcript_upload";

describe("an app process stopped with SIGTERM", () => {
  let database: FreshDatabase;
  let dataDir: string;
  let app: AppChild | undefined;
  const locker = (url: string) => new pg.Client({ connectionString: url });
  let lock: pg.Client | undefined;

  beforeAll(async () => {
    database = await freshDatabase("shutdown");
    dataDir = await mkdtemp(join(tmpdir(), "faults-shutdown-"));
  });
  afterAll(async () => {
    await lock?.end().catch(() => undefined);
    await app?.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("finishes the save in flight and the job in hand, refuses new requests, and exits 0", async () => {
    app = await startAppProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, DOCUMENT_WORKERS: "1" });
    const username = await confirmedAccount(database.db);
    const student = await loggedIn(app.url, username);
    const other = await loggedIn(app.url, await confirmedAccount(database.db));

    expect((await uploadAndConvert(student, key, "transcript.docx", makeDocx())).body).toEqual({ status: "UNPROCESSED" });
    await eventually("the conversion in progress", async () => (await conversionJobOf(database.db, username, key))?.conversion === "IN_PROGRESS");
    lock = locker(database.url);
    await lock.connect();
    await lock.query("BEGIN");
    await lock.query("SELECT 1 FROM applications p JOIN accounts a ON a.id = p.account_id WHERE a.username = $1 FOR UPDATE OF p", [username]);
    const inFlight = student.put("/api/answer", { first_name: "Finished" });
    // The save writes with an UPDATE guarded by the row's version (application/answerWrite.ts), which
    // waits for the row lock; a conversion's end locks the same row too, with another query, so only
    // the save's (the one naming xmin) is looked for.
    await eventually("the save waiting in the database", async () => {
      const { rows } = await database.db.query("SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE applications SET answers%xmin = $4::xid%'");
      return rows.length > 0;
    });

    app.process.kill("SIGTERM");
    await eventually("the shutdown begun", async () => app!.logs.some((l) => l.msg === "SIGTERM: shutting down"));
    // The worker is still busy with its job, so the listener is open: new requests are refused with a message.
    const ready = await new HttpClient(app.url).get("/readyz");
    expect(ready).toMatchObject({ status: 503, body: { message: "The server is not ready: it is shutting down.", code: "notReady" } });
    const refused = await other.get("/api/profile");
    expect(refused).toMatchObject({ status: 503, body: { message: errorMessage("shuttingDown", {}, officeWords), code: "shuttingDown" } });
    expect(refused.headers.get("connection")).toBe("close");
    expect(app.alive()).toBe(true);

    await lock.query("COMMIT");
    expect(await inFlight).toMatchObject({ status: 200 });
    expect(await app.exited).toEqual({ code: 0, signal: null });
    expect((await answersOf(database.db, username)).first_name).toBe("Finished");
    const job = await conversionJobOf(database.db, username, key);
    expect(job?.locked_by).toBeNull();
    expect(["done", "queued"]).toContain(job?.status);
    expect(app.logs.map((l) => l.msg)).toContain("shut down");
  });
});
