/**
 * Runs a command in a process group of its own (spawn detached: a new session), so that a timeout
 * or an abort can kill soffice.bin and anything it started with one kill of the group. The command
 * runs under coreutils' `timeout`, which kills the whole group on its own once the budget and a
 * grace have passed: should this process die without running any code (SIGKILL), LibreOffice does
 * not run on after it for long.
 */
import { spawn } from "node:child_process";

export interface Exit {
  code: number | null;
  stdout: string;
  timedOut: boolean;
  /** Stopped by the caller's signal (the worker is stopping). */
  aborted: boolean;
}

export interface RunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Hears the group's id once the command has started (its folder records it for the sweep). */
  onStart?: (group: number) => void;
}

/**
 * How long past the budget coreutils' `timeout` waits before killing the group itself. It only acts
 * when this process is gone (killed with SIGKILL, say): otherwise the timer below has killed it first.
 */
const orphanGraceSeconds = 5;

/**
 * The command's exit, or null when it could not be started. Past the budget, or once aborted, it
 * settles as soon as the command itself has exited: waiting for its output to close would wait for
 * any survivor holding the pipe.
 */
export function runInGroup(binary: string, args: string[], options: RunOptions): Promise<Exit | null> {
  return new Promise((resolve) => {
    const limit = `${options.timeoutMs / 1000 + orphanGraceSeconds}s`;
    const child = spawn("timeout", ["--signal=KILL", limit, binary, ...args], { cwd: options.cwd, env: options.env, detached: true, stdio: ["ignore", "pipe", "ignore"] });
    let stdout = "";
    let timedOut = false;
    let aborted = false;
    let settled = false;
    const killGroup = (): void => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        // The group has already gone.
      }
    };
    const onAbort = (): void => {
      aborted = true;
      killGroup();
    };
    const settle = (exit: Exit | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      // Nothing of a finished conversion may linger (oosplash can leave soffice.bin behind).
      killGroup();
      resolve(exit);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, options.timeoutMs);
    if (child.pid !== undefined) options.onStart?.(child.pid);
    options.signal?.addEventListener("abort", onAbort, { once: true });
    if (options.signal?.aborted) onAbort();
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (stdout.length < 4096) stdout += chunk;
    });
    child.once("error", () => settle(null));
    child.once("exit", (code) => {
      if (timedOut || aborted) settle({ code, stdout, timedOut, aborted });
    });
    child.once("close", (code) => settle({ code, stdout, timedOut, aborted }));
  });
}
