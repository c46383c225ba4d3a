/**
 * The lock that keeps two processes from opening one PGlite directory (finding 1): DATA_DIR/pglite.lock
 * with the holder's pid, role and start time. Other processes stand in for the holders here.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { EmbeddedDatabaseInUseError, type LockHolder, lockEmbeddedDatabase, lockFileName, processStartOf } from "../../../server/db/embeddedLock.ts";

/** A process that runs until the test ends it. */
function liveProcess(): ChildProcess {
  return spawn(process.execPath, ["-e", "setTimeout(() => {}, 120000)"], { stdio: "ignore" });
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

describe("finding 1: one process at a time opens the embedded database", () => {
  let dataDir = "";
  let lockFile = "";
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "transfer-app-lock-"));
    lockFile = join(dataDir, lockFileName);
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const holderFile = async (): Promise<LockHolder> => JSON.parse(await readFile(lockFile, "utf8")) as LockHolder;
  const writeHolder = (holder: Partial<LockHolder>) => writeFile(lockFile, JSON.stringify({ startedAt: "2026-11-24T08:00:00.000Z", ...holder }));

  it("finding 1: a lock held by a live server refuses a second server, naming the holder and what to do", async () => {
    const server = liveProcess();
    children.push(server);
    await writeHolder({ pid: server.pid!, role: "server" });
    const refusal = lockEmbeddedDatabase(dataDir, { role: "server" });
    await expect(refusal).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
    await expect(refusal).rejects.toThrow(`The embedded database in ${dataDir} is in use by the server (pid ${server.pid}, since 2026-11-24T08:00:00.000Z). Stop it before starting another`);
    await expect(lockEmbeddedDatabase(dataDir, { role: "worker" })).rejects.toThrow("npm run worker needs DATABASE_URL");
    // The holder's file is left as it was.
    expect(await holderFile()).toMatchObject({ pid: server.pid, role: "server" });
  });

  it("finding 1: the lock names its holder, and release removes it; a second lock in the same process is refused while the first is held", async () => {
    const lock = await lockEmbeddedDatabase(dataDir, { role: "server" });
    expect(await holderFile()).toMatchObject({ pid: process.pid, role: "server", startedAt: expect.any(String) });
    await expect(lockEmbeddedDatabase(dataDir, { role: "staff command", command: "service-link" })).rejects.toThrow(
      `is in use by the server (pid ${process.pid}, since`,
    );
    await lock.release();
    await expect(readFile(lockFile)).rejects.toMatchObject({ code: "ENOENT" });
    const command = await lockEmbeddedDatabase(dataDir, { role: "staff command", command: "service-link" });
    expect(await holderFile()).toMatchObject({ pid: process.pid, role: "staff command", command: "service-link" });
    await command.release();
  });

  it("finding 1: a process waits for a staff command holding the directory, and takes the lock once it is done", async () => {
    const command = liveProcess();
    children.push(command);
    await writeHolder({ pid: command.pid!, role: "staff command", command: "revoke-links" });
    const waitedFor: LockHolder[] = [];
    const taking = lockEmbeddedDatabase(dataDir, { role: "server" }, (holder) => waitedFor.push(holder));
    // The command ends (its process exits and its lock goes with it).
    setTimeout(() => {
      command.kill("SIGKILL");
    }, 500);
    const lock = await taking;
    expect(waitedFor).toMatchObject([{ pid: command.pid, command: "revoke-links" }]);
    expect(await holderFile()).toMatchObject({ pid: process.pid, role: "server" });
    await lock.release();
  }, 60_000);

  it.each([
    { case: "its pid no longer runs", holder: async () => ({ pid: await endedPid(), role: "server" as const }) },
    { case: "its pid now runs another process (started at another time)", holder: async () => ({ pid: process.pid === 1 ? 2 : 1, role: "server" as const, processStart: "1" }) },
    { case: "it names this very process, which does not hold it (a restarted container's pid 1)", holder: async () => ({ pid: process.pid, role: "server" as const }) },
    { case: "it cannot be read", holder: async () => null },
  ])("finding 1: a stale lock is taken over: $case", async ({ holder }) => {
    const stale = await holder();
    if (stale === null) await writeFile(lockFile, "{half a");
    else await writeHolder(stale);
    const lock = await lockEmbeddedDatabase(dataDir, { role: "staff command", command: "service-link" });
    expect(await holderFile()).toMatchObject({ pid: process.pid, role: "staff command" });
    await lock.release();
  });

  it("finding 1: processes taking over one stale lock at once: exactly one gets it", async () => {
    await writeHolder({ pid: await endedPid(), role: "server" });
    const attempts = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        // Each in its own child process, as separate commands would be.
        new Promise<string>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            ["-e", `import("${join(import.meta.dirname, "../../../server/db/embeddedLock.ts")}").then((m) => m.lockEmbeddedDatabase(${JSON.stringify(dataDir)}, { role: "server" })).then(() => { console.log("took"); setTimeout(() => {}, 3000); }, (e) => { console.log(e.name); })`],
            { stdio: ["ignore", "pipe", "inherit"] },
          );
          children.push(child);
          let said = "";
          child.stdout!.on("data", (chunk: Buffer) => {
            said += chunk.toString();
            if (said.includes("\n")) resolve(said.trim());
          });
          child.once("exit", () => (said ? resolve(said.trim()) : reject(new Error("exited without a word"))));
        }),
      ),
    );
    const said = attempts.map((a) => (a.status === "fulfilled" ? a.value : String(a.reason)));
    expect(said.filter((s) => s === "took")).toHaveLength(1);
    expect(said.filter((s) => s === "EmbeddedDatabaseInUseError")).toHaveLength(3);
  }, 60_000);
});

/** The pid of a process that has already ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", "0"], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

describe("processStartOf", () => {
  it("reads a running process's start time on Linux, and nothing for one that has ended", async () => {
    if (process.platform !== "linux") return;
    expect(processStartOf(process.pid)).toMatch(/^\d+$/);
    expect(processStartOf(await endedPid())).toBeUndefined();
  });
});
