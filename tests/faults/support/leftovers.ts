/**
 * What a conversion can leave on the machine: LibreOffice's processes and its temporary folders
 * (soffice-convert-*, holding the student's document). Each process of a fault test has a TMPDIR
 * of its own, so both are found by that folder's path alone.
 */
import { chmod, mkdtemp, readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** Processes whose command line names `path` (soffice and its `timeout` carry their work folder in their arguments). */
export async function processesNaming(path: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of (await readdir("/proc")).filter((name) => /^\d+$/.test(name))) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
    // A zombie has ended; only its parent's bookkeeping is left.
    const zombie = stat.slice(stat.lastIndexOf(")") + 2)[0] === "Z";
    if (!zombie && cmdline.includes(path)) found.push(`${pid}: ${cmdline.replaceAll("\0", " ")}`);
  }
  return found;
}

/** LibreOffice's work folders under `dir`. */
export async function workFolders(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[])).filter((name) => name.startsWith("soffice-convert-"));
}

/** Whether process `pid` is still running (not a zombie). */
export async function running(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  return stat !== null && stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
}

export interface HungSoffice {
  /** A folder to put first on the child's PATH. */
  binDir: string;
  /** The pid of the stand-in's conversion, once one has started. */
  pid(): Promise<number | null>;
}

/**
 * A stand-in `soffice` that answers --version and then never finishes a conversion: a Word
 * document that LibreOffice cannot convert within the workers' grace, whatever the machine's speed.
 * Made under `dir`, the test's own folder, removed with it.
 */
export async function hungSoffice(dir: string): Promise<HungSoffice> {
  const binDir = await mkdtemp(join(dir, "hung-soffice-"));
  const pidFile = join(binDir, "conversion.pid");
  await writeFile(
    join(binDir, "soffice"),
    `#!/bin/sh
case "$*" in *--version*) echo "LibreOffice 7.4 (stand-in that hangs)"; exit 0;; esac
echo $$ > "${pidFile}"
exec sleep 600
`,
  );
  await chmod(join(binDir, "soffice"), 0o755);
  return {
    binDir,
    async pid() {
      const text = (await readFile(pidFile, "utf8").catch(() => "")).trim();
      return text ? Number(text) : null;
    },
  };
}
