/**
 * LibreOffice, headless, for Word documents: one conversion at a time per runner (soffice is heavy:
 * a core and 200 MB each), each in its own temporary folder with a fresh, locked-down profile,
 * no inherited environment (so no proxy settings), a time budget after which the whole process
 * group is killed (processGroup.ts), and the folder removed whatever happens (workFolders.ts).
 * soffice exits 0 even when it could not load the file, so success is judged by the output file
 * alone; the caller then loads it back.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ownerOnlyFileMode, ownerOnlyFolderMode } from "../../ownerOnly.ts";
import { runInGroup } from "./processGroup.ts";
import { type SweepOptions, makeWorkFolder, sweepWorkFolders } from "./workFolders.ts";

/** "aborted": the caller's signal stopped it (the worker is stopping), which says nothing of the file. */
export type SofficeOutcome = { ok: true; pdf: Uint8Array } | { ok: false; reason: "missing" | "timeout" | "no-output" | "aborted" };

export interface SofficeRunner {
  /** LibreOffice's version line, or null when the binary cannot be run. Checked once per runner. */
  version(): Promise<string | null>;
  /** Converts one .docx; waits for the conversions queued before it. `signal` kills LibreOffice and removes its folder at once. */
  convert(docx: Uint8Array, timeoutMs: number, signal?: AbortSignal): Promise<SofficeOutcome>;
  /** Removes the folders (and ends the LibreOffice) that a killed process left in the work root; how many. */
  sweep(options?: SweepOptions): Promise<number>;
}

export interface SofficeOptions {
  /** The program to run (default "soffice", found on PATH). */
  binary?: string;
  /** Where each conversion's throwaway folder is made (default the system's temporary folder). */
  workRoot?: string;
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
      const folder = await makeWorkFolder(workRoot, "soffice-version-");
      const home = folder.path;
      try {
        const exit = await runInGroup(binary, [`-env:UserInstallation=${pathToFileURL(join(home, "profile")).href}`, "--version"], {
          cwd: home,
          env: environment(home),
          timeoutMs: 30_000,
          onStart: folder.started,
        });
        return exit?.code === 0 && /LibreOffice/.test(exit.stdout) ? exit.stdout.trim() : null;
      } finally {
        await folder.remove();
      }
    })());

  const convertNow = async (docx: Uint8Array, timeoutMs: number, signal: AbortSignal | undefined): Promise<SofficeOutcome> => {
    if ((await version()) === null) return { ok: false, reason: "missing" };
    // Stopped while it waited for its turn: no folder is made, no LibreOffice started.
    if (signal?.aborted) return { ok: false, reason: "aborted" };
    const folder = await makeWorkFolder(workRoot, "soffice-convert-");
    const work = folder.path;
    try {
      // The document sits alone in its folder under a fixed name: a relative link inside it
      // (external_picture.docx) finds nothing, and the student's file name never reaches a path.
      const input = join(work, "in", "document.docx");
      const output = join(work, "out", "document.pdf");
      // Owner-only whatever the umask, as the folder itself is (mkdtemp); LibreOffice's own files follow the process's umask (ownerOnly.ts).
      await mkdir(join(work, "in"), { mode: ownerOnlyFolderMode });
      await mkdir(join(work, "out"), { mode: ownerOnlyFolderMode });
      await mkdir(join(work, "profile", "user"), { recursive: true, mode: ownerOnlyFolderMode });
      await writeFile(join(work, "profile", "user", "registrymodifications.xcu"), lockedDownProfile, { mode: ownerOnlyFileMode });
      await writeFile(input, docx, { mode: ownerOnlyFileMode });
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
      const exit = await runInGroup(binary, args, { cwd: join(work, "in"), env: environment(work), timeoutMs, signal, onStart: folder.started });
      folder.ended();
      if (exit?.aborted || signal?.aborted) return { ok: false, reason: "aborted" };
      if (exit === null) return { ok: false, reason: "missing" };
      if (exit.timedOut) return { ok: false, reason: "timeout" };
      const pdf = await readFile(output).catch(() => null);
      return pdf && pdf.byteLength > 0 ? { ok: true, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) } : { ok: false, reason: "no-output" };
    } finally {
      await folder.remove();
    }
  };

  return {
    version,
    convert(docx, timeoutMs, signal) {
      const result = queue.then(() => convertNow(docx, timeoutMs, signal));
      queue = result.catch(() => undefined);
      return result;
    },
    sweep: (options) => sweepWorkFolders(workRoot, options),
  };
}
