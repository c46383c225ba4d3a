/**
 * The LibreOffice runner's time budget holds even when the process that started the conversion
 * dies: a worker killed with SIGKILL must not leave soffice running on. A stand-in soffice (a shell
 * script that answers --version and otherwise hangs) shows it without taking minutes.
 */
import { spawn } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSofficeRunner } from "../../../server/documents/convert/index.ts";

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
});
