/**
 * A worker killed with SIGKILL while LibreOffice converts runs no code on its way out: the
 * student's document stays in its temporary folder (soffice-convert-*) and LibreOffice runs on.
 * The next worker started on the machine (the same temporary folder) removes the folder and ends
 * that LibreOffice at start, then converts the job once the dead worker's lease has run out.
 */
import { access, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDocx } from "../server/documents/makeFiles.ts";
import { type Child, eventually, startAppProcess, startWorkerProcess } from "./support/children.ts";
import { loggedIn } from "./support/client.ts";
import { type FreshDatabase, confirmedAccount, freshDatabase } from "./support/database.ts";
import { type ObjectStore, conversionJobOf, startObjectStore, uploadAndConvert } from "./support/documents.ts";
import { hungSoffice, processesNaming, running, workFolders } from "./support/leftovers.ts";

const key = "college_transcript_upload";
const leaseMs = 3_000;

describe("temporary folders of a killed worker", () => {
  let database: FreshDatabase;
  let store: ObjectStore;
  let dir: string;
  const processes: Child[] = [];

  beforeAll(async () => {
    database = await freshDatabase("tempfolders");
    store = await startObjectStore();
    dir = await mkdtemp(join(tmpdir(), "faults-tempfolders-"));
  });
  afterAll(async () => {
    for (const child of processes) await child.stop();
    await database?.drop();
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const track = <T extends Child>(child: T): T => {
    processes.push(child);
    return child;
  };

  it("finding 7: the next worker on the machine removes the document a killed worker left in its temporary folder, and ends its LibreOffice", async () => {
    const machineTmp = await mkdtemp(join(dir, "machine-"));
    const shared = { DATABASE_URL: database.url, TMPDIR: machineTmp, JOB_LEASE_MS: String(leaseMs), ...store.env };
    const app = track(await startAppProcess({ ...shared, DATA_DIR: join(dir, "app") }));
    const username = await confirmedAccount(database.db);
    const student = await loggedIn(app.url, username);
    // The first worker's LibreOffice hangs, so the kill certainly lands mid-conversion.
    const hung = await hungSoffice(dir);
    const doomed = track(await startWorkerProcess({ ...shared, DATA_DIR: join(dir, "doomed"), PATH: `${hung.binDir}:${process.env.PATH ?? "/usr/bin:/bin"}` }));

    expect((await uploadAndConvert(student, key, "transcript.docx", makeDocx())).body).toEqual({ status: "UNPROCESSED" });
    const soffice = await eventually("LibreOffice converting on the first worker", () => hung.pid(), 120_000);
    const [folder] = await workFolders(machineTmp);
    await access(join(machineTmp, folder!, "in", "document.docx"));
    doomed.process.kill("SIGKILL");
    await doomed.exited;
    // Nothing of the dead worker ran: the document and LibreOffice are still there.
    expect(await workFolders(machineTmp)).toEqual([folder]);
    expect(await running(soffice)).toBe(true);

    // Its `timeout` would end LibreOffice 65 s after the start; the new worker does it at once.
    const rescuer = track(await startWorkerProcess({ ...shared, DATA_DIR: join(dir, "rescuer") }));
    await eventually("the folder removed", async () => (await workFolders(machineTmp)).length === 0 || (await workFolders(machineTmp))[0] !== folder, 30_000);
    expect(await workFolders(machineTmp)).not.toContain(folder);
    await eventually("the left LibreOffice ended", async () => !(await running(soffice)), 30_000);
    expect(rescuer.logs.map((l) => l.msg)).toContain("removed LibreOffice folders that a stopped process left behind");

    // And the job itself is converted by the new worker (the real LibreOffice), leaving nothing behind.
    await eventually("the conversion completed", async () => (await conversionJobOf(database.db, username, key))?.conversion === "COMPLETED", 120_000);
    await eventually("no LibreOffice folder or process left", async () => (await workFolders(machineTmp)).length === 0 && (await processesNaming(machineTmp)).length === 0, 30_000);
  });
});
