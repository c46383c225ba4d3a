/**
 * A process named so that it cannot be mistaken for another: the machine's boot, the pid, and the
 * time the process started. A pid alone is reused: after a reboot, or in a container whose server
 * is pid 7 again after every restart, a dead owner's pid may well be running something else.
 * Linux's /proc gives the start time; where there is none, the pid alone is asked.
 */
import { readFileSync } from "node:fs";

const read = (path: string): string | null => {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return null;
  }
};

const bootId = (): string | null => read("/proc/sys/kernel/random/boot_id");

/** The process's state letter and start time (fields 3 and 22 of /proc/<pid>/stat), or null when there is no such process. */
function statOf(pid: number): { state: string; startedAt: string } | null {
  const stat = read(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // The command name (field 2) may hold spaces and parentheses: the fields that follow start after the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: fields[0] ?? "", startedAt: fields[19] ?? "" };
}

export interface ProcessIdentity {
  pid: number;
  boot: string | null;
  startedAt: string | null;
}

/** This process. */
export function ownIdentity(): ProcessIdentity {
  return { pid: process.pid, boot: bootId(), startedAt: statOf(process.pid)?.startedAt ?? null };
}

/** Whether the process `identity` names is still running (a zombie has ended; only its entry is left). */
export function isRunning(identity: ProcessIdentity): boolean {
  if (identity.boot !== null && identity.startedAt !== null && bootId() !== null) {
    if (bootId() !== identity.boot) return false;
    const stat = statOf(identity.pid);
    return stat !== null && stat.state !== "Z" && stat.startedAt === identity.startedAt;
  }
  try {
    process.kill(identity.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The command line of process `pid` (arguments joined by spaces), or null when it is not running. */
export function commandLineOf(pid: number): string | null {
  return read(`/proc/${pid}/cmdline`)?.replaceAll("\0", " ") ?? null;
}
