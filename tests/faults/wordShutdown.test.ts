/**
 * SIGTERM while LibreOffice converts a Word document, to the app (with its own worker) and to
 * `npm run worker`. A conversion that cannot end within the workers' 15 s grace (a stand-in
 * soffice that hangs, so it holds on any machine) is handed back at once when the grace is over:
 * the job is queued again untouched, LibreOffice's process group is killed, its folder with the
 * student's document removed, and the process exits 0. A real conversion stopped the same way
 * ends as well, however slow the machine makes LibreOffice.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeDocx } from "../server/documents/makeFiles.ts";
import { type Child, eventually, startAppProcess, startWorkerProcess } from "./support/children.ts";
import { loggedIn } from "./support/client.ts";
import { type FreshDatabase, confirmedAccount, freshDatabase } from "./support/database.ts";
import { type ObjectStore, conversionJobOf, startObjectStore, uploadAndConvert } from "./support/documents.ts";
import { hungSoffice, processesNaming, running, workFolders } from "./support/leftovers.ts";

const key = "college_transcript_upload";
const handedBack = "stopped before the job in hand finished: it is back in the queue";

describe("SIGTERM during a Word conversion", () => {
  let database: FreshDatabase;
  let store: ObjectStore;
  let dir: string;
  const processes: Child[] = [];

  beforeAll(async () => {
    database = await freshDatabase("wordstop");
    store = await startObjectStore();
    dir = await mkdtemp(join(tmpdir(), "faults-wordstop-"));
  });
  afterAll(async () => {
    for (const child of processes) await child.stop();
    await database?.drop();
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });
  // A job one test handed back would be the next test's worker's first job.
  afterEach(async () => {
    await database.db.query("DELETE FROM jobs");
  });

  /** Each process with its own data and temporary folders, sharing only the database and the store. */
  const envOf = async (name: string, extra: Record<string, string> = {}) => {
    const own = await mkdtemp(join(dir, `${name}-`));
    return { DATABASE_URL: database.url, DATA_DIR: join(own, "data"), TMPDIR: own, ...store.env, ...extra };
  };
  const track = <T extends Child>(child: T): T => {
    processes.push(child);
    return child;
  };

  /** A student whose Word document is being converted by `converter`, once LibreOffice has started on it. */
  async function converting(appUrl: string, converter: Child, tmp: string, started: () => Promise<boolean>) {
    const username = await confirmedAccount(database.db);
    const student = await loggedIn(appUrl, username);
    expect((await uploadAndConvert(student, key, "transcript.docx", makeDocx())).body).toEqual({ status: "UNPROCESSED" });
    await eventually("LibreOffice converting", async () => {
      const state = await conversionJobOf(database.db, username, key);
      return state?.locked_by?.includes(`:${converter.pid}:`) && (await workFolders(tmp)).length === 1 && (await started());
    }, 120_000);
    return username;
  }

  /** Stops `child` with SIGTERM; its exit, and how long it took. */
  async function terminate(child: Child): Promise<{ exit: { code: number | null; signal: string | null }; seconds: number }> {
    const signalled = Date.now();
    child.process.kill("SIGTERM");
    const exit = await child.exited;
    return { exit, seconds: (Date.now() - signalled) / 1000 };
  }

  it.each(["the app", "npm run worker"] as const)(
    "finding 3: %s hands back a Word conversion that cannot finish in its grace, kills LibreOffice, removes its folder and exits 0",
    async (which) => {
      const hung = await hungSoffice(dir);
      const path = `${hung.binDir}:${process.env.PATH ?? "/usr/bin:/bin"}`;
      let converter: Child;
      let appUrl: string;
      let tmp: string;
      if (which === "the app") {
        const env = await envOf("app", { DOCUMENT_WORKERS: "1", PATH: path });
        const app = track(await startAppProcess(env));
        [converter, appUrl, tmp] = [app, app.url, env.TMPDIR];
      } else {
        const app = track(await startAppProcess(await envOf("front")));
        const env = await envOf("worker", { PATH: path });
        [converter, appUrl, tmp] = [track(await startWorkerProcess(env)), app.url, env.TMPDIR];
      }
      const username = await converting(appUrl, converter, tmp, async () => (await hung.pid()) !== null);
      const soffice = (await hung.pid())!;

      const { exit, seconds } = await terminate(converter);
      console.log(`${which}: SIGTERM to exit in ${seconds.toFixed(1)} s`);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(converter.logs.map((l) => l.msg)).toEqual(expect.arrayContaining([handedBack, "shut down"]));
      // Back in the queue for another worker at once, the attempt not counted; the student still sees it in progress.
      expect(await conversionJobOf(database.db, username, key)).toMatchObject({ status: "queued", attempts: 0, locked_by: null, conversion: "IN_PROGRESS" });
      expect(await running(soffice)).toBe(false);
      expect(await processesNaming(tmp)).toEqual([]);
      expect(await workFolders(tmp)).toEqual([]);
    },
  );

  it("finding 3: npm run worker stopped during a real LibreOffice conversion exits 0, the job done or handed back, nothing left running", async () => {
    const app = track(await startAppProcess(await envOf("front2")));
    const env = await envOf("real");
    const worker = track(await startWorkerProcess(env));
    const username = await converting(app.url, worker, env.TMPDIR, async () => (await processesNaming(env.TMPDIR)).some((p) => p.includes("soffice")));

    const { exit, seconds } = await terminate(worker);
    console.log(`npm run worker (real LibreOffice): SIGTERM to exit in ${seconds.toFixed(1)} s`);
    expect(exit).toEqual({ code: 0, signal: null });
    const job = await conversionJobOf(database.db, username, key);
    expect(job?.locked_by).toBeNull();
    expect(["done", "queued"]).toContain(job?.status);
    expect(await processesNaming(env.TMPDIR)).toEqual([]);
    expect(await workFolders(env.TMPDIR)).toEqual([]);
  });
});
