/**
 * The product for a benchmark: `npm run build` into dist/, then the real server (server/main.ts) on
 * its embedded defaults (PGlite, mail to files) in a process of its own, on a free port of
 * 127.0.0.1, with a temporary data directory removed when it stops.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/server/helpers/ports.ts";

export const root = join(import.meta.dirname, "..", "..");

export interface RunningProduct {
  /** http://127.0.0.1:port */
  url: string;
  stop(): Promise<void>;
}

/** Builds the web app with its own script, as `npm start` would (the build precompresses it). */
export function buildProduct(): void {
  const run = spawnSync("npm", ["run", "-s", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (run.status !== 0) throw new Error("npm run build failed; see the output above");
}

async function healthy(url: string, child: ChildProcess): Promise<void> {
  // PGlite's first start migrates a new database: seconds alone, longer on a busy machine.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it answered`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server at ${url} did not become healthy within 120 s`);
}

/** Starts server/main.ts on dist/; resolves once /healthz answers. */
export async function startProduct(): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "bench-product-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, "server", "main.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await healthy(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
