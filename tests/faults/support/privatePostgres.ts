/**
 * A PostgreSQL server of the test's own, to stop and start at will: the machine's server is
 * shared with other test runs. PostgreSQL refuses to run as root, so its programs run as the
 * `postgres` user (runuser), on a folder owned by that user and a free port on 127.0.0.1.
 */
import { execFile } from "node:child_process";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../server/helpers/ports.ts";

const run = promisify(execFile);
const bin = "/usr/lib/postgresql/15/bin";

export interface PrivatePostgres {
  /** A URL of this server (database `postgres`, user `postgres`, no password on 127.0.0.1). */
  url: string;
  /** Stops the server: `immediate` is a crash (no checkpoint, connections dropped), recovered from the WAL at the next start. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  start(): Promise<void>;
  /** Stops it if it runs and removes its files. */
  destroy(): Promise<void>;
}

async function asPostgres(program: string, args: string[]): Promise<void> {
  const command = userInfo().uid === 0 ? ["runuser", ["-u", "postgres", "--", join(bin, program), ...args]] : [join(bin, program), args];
  await run(command[0] as string, command[1] as string[], { timeout: 120_000 });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), "faults-pg-"));
  if (userInfo().uid === 0) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = join(dir, "data");
  const port = await freePort();
  await asPostgres("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"]);
  // Small and quiet: no Unix socket outside the folder, only 127.0.0.1, and few resources.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c shared_buffers=16MB -c max_connections=40`;
  const start = () => asPostgres("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-o", options, "-w", "-t", "60", "start"]);
  await start();
  let running = true;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop(mode = "immediate") {
      await asPostgres("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
