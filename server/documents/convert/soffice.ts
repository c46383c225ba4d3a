/**
 * LibreOffice, headless, for Word documents: one conversion at a time per runner (soffice is heavy:
 * a core and 200 MB each), each in its own temporary folder with a fresh, locked-down profile,
 * no inherited environment (so no proxy settings), a time budget after which the whole process
 * group is killed, and the folder removed whatever happens. soffice exits 0 even when it could not
 * load the file, so success is judged by the output file alone; the caller then loads it back.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export type SofficeOutcome = { ok: true; pdf: Uint8Array } | { ok: false; reason: "missing" | "timeout" | "no-output" };

export interface SofficeRunner {
  /** LibreOffice's version line, or null when the binary cannot be run. Checked once per runner. */
  version(): Promise<string | null>;
  /** Converts one .docx; waits for the conversions queued before it. */
  convert(docx: Uint8Array, timeoutMs: number): Promise<SofficeOutcome>;
}

export interface SofficeOptions {
  /** The program to run (default "soffice", found on PATH). */
  binary?: string;
  /** Where each conversion's throwaway folder is made (default the system's temporary folder). */
  workRoot?: string;
}

interface Exit {
  code: number | null;
  stdout: string;
  timedOut: boolean;
}

/**
 * How long past the budget coreutils' `timeout` waits before killing the group itself. It only acts
 * when this process is gone (killed with SIGKILL, say): otherwise the timer below has killed it first.
 */
const orphanGraceSeconds = 5;

/**
 * Runs a command in its own process group, so that a timeout can kill soffice.bin and anything it
 * started. Past the budget it settles as soon as the command itself has exited: waiting for its
 * output to close would wait for any survivor holding the pipe. The command runs under `timeout`,
 * which kills the whole group on its own, so a worker that dies mid-conversion leaves no
 * LibreOffice running on after it.
 */
function run(binary: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<Exit | null> {
  return new Promise((resolve) => {
    const limit = `${options.timeoutMs / 1000 + orphanGraceSeconds}s`;
    const child = spawn("timeout", ["--signal=KILL", limit, binary, ...args], { cwd: options.cwd, env: options.env, detached: true, stdio: ["ignore", "pipe", "ignore"] });
    let stdout = "";
    let timedOut = false;
    let settled = false;
    const killGroup = (): void => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        // The group has already gone.
      }
    };
    const settle = (exit: Exit | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Nothing of a finished conversion may linger (oosplash can leave soffice.bin behind).
      killGroup();
      resolve(exit);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, options.timeoutMs);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (stdout.length < 4096) stdout += chunk;
    });
    child.once("error", () => settle(null));
    child.once("exit", (code) => {
      if (timedOut) settle({ code, stdout, timedOut });
    });
    child.once("close", (code) => settle({ code, stdout, timedOut }));
  });
}

/**
 * The fresh profile's settings (org.openoffice.Office.Common/Security/Scripting in main.xcd): no
 * macros at all, and no images or other links loaded from places the document points to, should
 * the server ever have a network route.
 */
const lockedDownProfile = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
${[
  ["BlockUntrustedRefererLinks", "true"],
  ["DisableMacrosExecution", "true"],
  ["MacroSecurityLevel", "3"],
]
  .map(([name, value]) => `<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`)
  .join("\n")}
</oor:items>
`;

/** Only what LibreOffice needs: no proxies, no display, HOME inside the throwaway folder. */
const environment = (home: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  HOME: home,
  TMPDIR: home,
  LANG: "C.UTF-8",
  SAL_USE_VCLPLUGIN: "svp",
});

export function createSofficeRunner({ binary = "soffice", workRoot = tmpdir() }: SofficeOptions = {}): SofficeRunner {
  let versionCheck: Promise<string | null> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const version = (): Promise<string | null> =>
    (versionCheck ??= (async () => {
      const home = await mkdtemp(join(workRoot, "soffice-version-"));
      try {
        const exit = await run(binary, [`-env:UserInstallation=${pathToFileURL(join(home, "profile")).href}`, "--version"], {
          cwd: home,
          env: environment(home),
          timeoutMs: 30_000,
        });
        return exit?.code === 0 && /LibreOffice/.test(exit.stdout) ? exit.stdout.trim() : null;
      } finally {
        await rm(home, { recursive: true, force: true });
      }
    })());

  const convertNow = async (docx: Uint8Array, timeoutMs: number): Promise<SofficeOutcome> => {
    if ((await version()) === null) return { ok: false, reason: "missing" };
    const work = await mkdtemp(join(workRoot, "soffice-convert-"));
    try {
      // The document sits alone in its folder under a fixed name: a relative link inside it
      // (external_picture.docx) finds nothing, and the student's file name never reaches a path.
      const input = join(work, "in", "document.docx");
      const output = join(work, "out", "document.pdf");
      await mkdir(join(work, "in"));
      await mkdir(join(work, "out"));
      await mkdir(join(work, "profile", "user"), { recursive: true });
      await writeFile(join(work, "profile", "user", "registrymodifications.xcu"), lockedDownProfile);
      await writeFile(input, docx);
      const args = [
        `-env:UserInstallation=${pathToFileURL(join(work, "profile")).href}`,
        "--headless",
        "--norestore",
        "--nologo",
        "--nodefault",
        "--nolockcheck",
        "--convert-to",
        "pdf",
        "--outdir",
        join(work, "out"),
        input,
      ];
      const exit = await run(binary, args, { cwd: join(work, "in"), env: environment(work), timeoutMs });
      if (exit === null) return { ok: false, reason: "missing" };
      if (exit.timedOut) return { ok: false, reason: "timeout" };
      const pdf = await readFile(output).catch(() => null);
      return pdf && pdf.byteLength > 0 ? { ok: true, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) } : { ok: false, reason: "no-output" };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };

  return {
    version,
    convert(docx, timeoutMs) {
      const result = queue.then(() => convertNow(docx, timeoutMs));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
