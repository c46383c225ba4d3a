/**
 * The LibreOffice runner's time budget holds even when the process that started the conversion
 * dies: a worker killed with SIGKILL must not leave soffice running on. Its folder, which holds the
 * student's document, goes on every way out: when the conversion is aborted, when the process
 * exits mid-conversion, and, after a SIGKILL, with the next runner's sweep. A stand-in soffice (a
 * shell script that answers --version and otherwise hangs) shows it without taking minutes.
 */
import { spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSofficeRunner } from "../../../server/documents/convert/index.ts";
import { ownIdentity } from "../../../server/documents/convert/processIdentity.ts";
import { type Owner, ownerFile } from "../../../server/documents/convert/workFolders.ts";

const runnerModule = join(import.meta.dirname, "../../../server/documents/convert/soffice.ts");

/** Whether a process is still running (a zombie waiting for its parent to reap it has ended). */
async function running(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  return stat !== null && stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The runner's work folders under `dir`. */
const workFoldersIn = async (dir: string): Promise<string[]> => (await readdir(dir)).filter((name) => name.startsWith("soffice-convert-"));

describe("the LibreOffice runner's time budget", () => {
  let dir: string;
  let binary: string;
  let pidFile: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "soffice-runner-"));
    binary = join(dir, "soffice");
    pidFile = join(dir, "hung.pid");
    await writeFile(
      binary,
      `#!/bin/sh
case "$*" in *--version*) echo "LibreOffice 7.4 (stand-in)"; exit 0;; esac
echo $$ > "${pidFile}"
exec sleep 600
`,
    );
    await chmod(binary, 0o755);
  });
  afterAll(async () => {
    const pid = Number(await readFile(pidFile, "utf8").catch(() => ""));
    if (pid && (await running(pid))) process.kill(pid, "SIGKILL");
    await rm(dir, { recursive: true, force: true });
  });

  it("ends a conversion that outlasts its budget with a timeout and kills what it started", async () => {
    await rm(pidFile, { force: true });
    const outcome = await createSofficeRunner({ binary, workRoot: dir }).convert(new Uint8Array([1, 2, 3]), 500);
    expect(outcome).toEqual({ ok: false, reason: "timeout" });
    const pid = Number(await readFile(pidFile, "utf8"));
    await until("the hung soffice to be killed", async () => !(await running(pid)), 5_000);
  });

  it("kills a hung soffice after its budget even when the worker that started it was killed", async () => {
    await rm(pidFile, { force: true });
    const worker = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { createSofficeRunner } from ${JSON.stringify(runnerModule)};
         await createSofficeRunner({ binary: ${JSON.stringify(binary)}, workRoot: ${JSON.stringify(dir)} }).convert(new Uint8Array([1]), 1000);`,
      ],
      { stdio: "ignore" },
    );
    const exited = new Promise((resolve) => worker.once("exit", resolve));
    await until("the stand-in soffice to start", async () => (await readFile(pidFile, "utf8").catch(() => "")).trim() !== "", 20_000);
    const pid = Number(await readFile(pidFile, "utf8"));
    worker.kill("SIGKILL");
    await exited;
    expect(await running(pid)).toBe(true);
    // Its budget (1 s) and the orphan grace (5 s) pass with no worker left to enforce them.
    await until("the orphaned soffice to be killed", async () => !(await running(pid)), 15_000);
  }, 40_000);

  it("finding 3: kills LibreOffice and removes its folder at once when the conversion is aborted", async () => {
    await rm(pidFile, { force: true });
    const work = await mkdtemp(join(dir, "abort-"));
    const abort = new AbortController();
    const converting = createSofficeRunner({ binary, workRoot: work }).convert(new Uint8Array([1]), 60_000, abort.signal);
    await until("the stand-in soffice to start", async () => (await readFile(pidFile, "utf8").catch(() => "")).trim() !== "", 20_000);
    const pid = Number(await readFile(pidFile, "utf8"));
    abort.abort();
    expect(await converting).toEqual({ ok: false, reason: "aborted" });
    expect(await running(pid)).toBe(false);
    expect(await workFoldersIn(work)).toEqual([]);
  });

  it("finding 7: a process that exits mid-conversion (a shutdown that failed) ends LibreOffice and removes the folder with the document", async () => {
    await rm(pidFile, { force: true });
    const work = await mkdtemp(join(dir, "exit-"));
    const worker = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { existsSync } from "node:fs";
         import { createSofficeRunner } from ${JSON.stringify(runnerModule)};
         void createSofficeRunner({ binary: ${JSON.stringify(binary)}, workRoot: ${JSON.stringify(work)} }).convert(new Uint8Array([1]), 60_000);
         setInterval(() => { if (existsSync(${JSON.stringify(pidFile)})) process.exit(1); }, 20);`,
      ],
      { stdio: "ignore" },
    );
    const exited = new Promise((resolve) => worker.once("exit", resolve));
    expect(await exited).toBe(1);
    const pid = Number(await readFile(pidFile, "utf8"));
    expect(await running(pid)).toBe(false);
    expect(await workFoldersIn(work)).toEqual([]);
  }, 40_000);
});

describe("finding 7: the sweep of folders a killed process left", () => {
  let root: string;
  const children: number[] = [];
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "soffice-sweep-"));
  });
  afterAll(async () => {
    for (const group of children) {
      try {
        process.kill(-group, "SIGKILL");
      } catch {
        // Already ended, as it should be.
      }
    }
    await rm(root, { recursive: true, force: true });
  });

  /** A folder as a runner makes it, with the student's document and the owner file. */
  async function folder(name: string, owner: Owner | null): Promise<string> {
    const path = join(root, name);
    await mkdir(join(path, "in"), { recursive: true });
    await writeFile(join(path, "in", "document.docx"), "a student's document");
    if (owner) await writeFile(join(path, ownerFile), JSON.stringify(owner));
    return path;
  }
  /** The identity of a process that has ended. */
  async function deadProcess(): Promise<Owner["owner"]> {
    const child = spawn("true");
    await new Promise((resolve) => child.once("exit", resolve));
    return { pid: child.pid!, boot: ownIdentity().boot, startedAt: "1" };
  }

  it("removes folders whose owner is gone or reused, ends the group left converting in one, and keeps the rest", async () => {
    const now = Date.now();
    const killed = await folder("soffice-convert-killed", { owner: await deadProcess(), createdAt: now });
    // What the killed worker left converting: a process group whose command line names the folder.
    const left = spawn("sh", ["-c", "sleep 600; :", "stand-in", killed], { detached: true, stdio: "ignore" });
    children.push(left.pid!);
    await writeFile(join(killed, ownerFile), JSON.stringify({ owner: await deadProcess(), createdAt: now, group: left.pid }));
    const reusedPid = await folder("soffice-version-reused", { owner: { ...ownIdentity(), startedAt: "1" }, createdAt: now });
    const stale = await folder("soffice-convert-stale", { owner: ownIdentity(), createdAt: now - 60 * 60_000 });
    const live = await folder("soffice-convert-live", { owner: ownIdentity(), createdAt: now });
    const beingMade = await folder("soffice-convert-new", null);
    const unrelated = await folder("someone-elses-folder", { owner: await deadProcess(), createdAt: now });

    expect(await createSofficeRunner({ workRoot: root }).sweep()).toBe(3);
    const kept = await readdir(root);
    expect(kept.toSorted()).toEqual([live, beingMade, unrelated].map((path) => path.slice(root.length + 1)).toSorted());
    for (const gone of [killed, reusedPid, stale]) expect(kept).not.toContain(gone.slice(root.length + 1));
    await until("the left group to be killed", async () => !(await running(left.pid!)), 5_000);
  });
});
