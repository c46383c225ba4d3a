/**
 * The server's real processes as children of the test: `node server/main.ts` (the app, with its
 * in-process workers unless DOCUMENT_WORKERS=0) and `node server/worker-main.ts` (workers alone),
 * each with its own environment, its JSON log lines kept for the test to read.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { freePort } from "../../server/helpers/ports.ts";

const root = join(import.meta.dirname, "../../..");

/** A secret every process of one test shares (staff links, code hashes), as the README asks of several machines. */
export const sharedSecret = "faults-secret-0123456789abcdef0123456789abcdef";

export interface Child {
  readonly process: ChildProcess;
  readonly pid: number;
  /** Every JSON line the process logged so far (stdout), and anything else it printed (stderr). */
  readonly logs: Record<string, unknown>[];
  readonly stderr: string[];
  /** Settles when the process has exited, with its exit code or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whether the process is still running. */
  alive(): boolean;
  /** SIGKILL unless it has already exited, and waits for the exit. */
  stop(): Promise<void>;
}

export interface AppChild extends Child {
  readonly port: number;
  /** http://127.0.0.1:port, also its PUBLIC_URL. */
  readonly url: string;
}

export interface SpawnOptions {
  /**
   * The file-mode creation mask the process starts with, as a shell's `umask` sets it; the test
   * runner's own when absent. 0 lets every file and folder it makes be as open as the code asks.
   */
  umask?: number;
}

/** Starts `node <script>` (relative to the project) with only the given environment besides PATH, HOME and LANG. */
export function spawnNode(script: string, env: Readonly<Record<string, string | undefined>>, args: readonly string[] = [], options: SpawnOptions = {}): Child {
  const command = [process.execPath, join(root, script), ...args];
  // The shell sets the mask and then becomes node (exec), so the child's pid is node's.
  const [file, ...argv] = options.umask === undefined ? command : ["/bin/sh", "-c", `umask ${options.umask.toString(8).padStart(3, "0")} && exec "$@"`, "sh", ...command];
  const child = spawn(file!, argv, {
    cwd: root,
    // Only what the server reads, so nothing from the test runner's environment changes its behaviour.
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/root", LANG: "C.UTF-8", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  const stderr: string[] = [];
  let partial = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines.filter(Boolean)) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        stderr.push(line);
      }
    }
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => stderr.push(chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    process: child,
    pid: child.pid!,
    logs,
    stderr,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `ready` holds, failing at once, with what the process said, if it exits first. */
async function until(child: Child, what: string, ready: () => Promise<boolean> | boolean, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!child.alive()) throw new Error(`${what}: the process exited first.\n${child.stderr.join("")}\n${child.logs.map((l) => JSON.stringify(l)).join("\n")}`);
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await pause(100);
  }
}

/** Common settings of every process of a test: its database (none: PGlite in DATA_DIR), data folder and shared secret. */
export interface ProcessEnv {
  DATABASE_URL?: string;
  DATA_DIR: string;
  [name: string]: string | undefined;
}

/** Waits as `until` does; a process that does not get ready is killed, so no test leaves one behind. */
async function started(child: Child, what: string, ready: () => Promise<boolean> | boolean): Promise<void> {
  try {
    await until(child, what, ready);
  } catch (error) {
    await child.stop();
    throw error;
  }
}

/** Starts `node server/main.ts` (on env.PORT when given, else a free port) and waits until it answers /healthz. */
export async function startAppProcess(env: ProcessEnv, options: SpawnOptions = {}): Promise<AppChild> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnNode("server/main.ts", { APP_SECRET: sharedSecret, HOST: "127.0.0.1", PUBLIC_URL: url, LOG_LEVEL: "info", DOCUMENT_WORKERS: "0", ...env, PORT: String(port) }, [], options);
  await started(child, "the app process starting", async () => {
    const res = await fetch(`${url}/healthz`).catch(() => null);
    return res?.status === 200;
  });
  return { ...child, port, url };
}

/** Starts `node server/worker-main.ts` and waits until its workers have started. */
export async function startWorkerProcess(env: ProcessEnv): Promise<Child> {
  const child = spawnNode("server/worker-main.ts", { APP_SECRET: sharedSecret, LOG_LEVEL: "info", DOCUMENT_WORKERS: "1", ...env });
  await started(child, "the worker process starting", () => child.logs.some((l) => typeof l.msg === "string" && l.msg.startsWith("document workers started")));
  return child;
}

/** Waits for `check` to hold (polling), failing after `timeoutMs` with `what`. */
export async function eventually<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 60_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await pause(everyMs);
  }
}
