/**
 * The deployment the surge runs against, on one machine: a fresh database on the PostgreSQL
 * server, two app processes (`node server/main.ts`) and one worker process
 * (`node server/worker-main.ts`) configured only through the environment, as README's deployment
 * section describes, a real SMTP listener catching the mails, and the object store: the embedded
 * one (every process on this machine shares its DATA_DIR) or an S3-compatible server (s3rver).
 * stop() ends the processes with SIGTERM and removes the database and every file.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import S3rver from "s3rver";
import { type Mailbox, startMailbox } from "../../../tests/server/helpers/mailbox.ts";

export type StorageKind = "embedded" | "s3";

export interface Cluster {
  /** The app processes' own addresses (the bench is their reverse proxy). */
  appUrls: string[];
  /** PUBLIC_URL: the origin students use, which the forgery check compares Origin with. */
  publicUrl: string;
  mailbox: Mailbox;
  postgresVersion: string;
  /** Where each process's log is written. */
  logDir: string;
  /** Lines the processes logged at error level or above, so far. */
  errorLines(): string[];
  /** Names of processes that ended before stop() (a crash). */
  exited(): string[];
  /** keepLogs: leave logDir in place (errors happened), else remove it too. */
  stop(keepLogs: boolean): Promise<void>;
}

const root = resolve(import.meta.dirname, "../../..");
const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgresql://root@127.0.0.1:5432/postgres";
const publicUrl = "http://apply.surge.test";
const bucket = "surge-documents";

/** Every variable the server reads (server/config.ts, server/lookup): the caller's own are dropped, so only the bench's apply. */
const configVariables = /^(PORT|HOST|DATA_DIR|DATABASE_URL|SMTP_URL|MAIL_FROM|PUBLIC_URL|APP_SECRET|APP_TIME_ZONE|TRUST_PROXY|LOG_LEVEL|LOOKUP_.*|S3_.*|DOCUMENT_WORKERS|JOB_LEASE_MS|METRICS_TOKEN|WORKER_PORT)$/;

interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<void>;
  done: boolean;
}

/** Fastify's log line once it listens names the address (PORT=0: the system picks a free port). */
const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

async function waitHealthy(url: string, child: Child, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.done) throw new Error(`${child.name} ended while starting`);
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${child.name} was not healthy within ${timeoutMs / 1000} s`);
}

export async function startCluster(storage: StorageKind): Promise<Cluster> {
  const run = randomBytes(4).toString("hex");
  const database = `surge_${run}`;
  const work = await mkdtemp(join(tmpdir(), "bench-surge-"));
  const dataDir = join(work, "data");
  const logDir = join(work, "logs");
  await mkdir(logDir, { recursive: true });

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ server_version: string }>("SHOW server_version");
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;

  const mailbox = await startMailbox();
  const s3server = storage === "s3" ? new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: join(work, "s3"), configureBuckets: [{ name: bucket }] }) : null;
  const s3Env: Record<string, string> = s3server
    ? {
        S3_BUCKET: bucket,
        S3_ENDPOINT: `http://127.0.0.1:${(await s3server.run()).port}`,
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      }
    : {};

  const env: Record<string, string> = {
    ...(Object.fromEntries(Object.entries(process.env).filter(([k, v]) => v !== undefined && !configVariables.test(k))) as Record<string, string>),
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    PUBLIC_URL: publicUrl,
    APP_SECRET: randomBytes(32).toString("hex"),
    TRUST_PROXY: "true",
    LOG_LEVEL: "info",
    ...s3Env,
  };

  const errors: string[] = [];
  const children: Child[] = [];
  function start(name: string, script: string, extra: Record<string, string>, onLine?: (line: string) => void): Child {
    const proc = spawn(process.execPath, [join(root, script)], { cwd: root, env: { ...env, ...extra }, stdio: ["ignore", "pipe", "pipe"] });
    const log = createWriteStream(join(logDir, `${name}.log`));
    const child: Child = { name, process: proc, done: false, exited: new Promise((r) => proc.once("exit", () => r())) };
    void child.exited.then(() => (child.done = true));
    for (const stream of [proc.stdout, proc.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        log.write(`${line}\n`);
        const level = /"level":(\d+)/.exec(line)?.[1];
        if (stream === proc.stderr || Number(level) >= 50) errors.push(`${name}: ${line}`);
        onLine?.(line);
      });
    }
    children.push(child);
    return child;
  }

  async function stop(keepLogs: boolean): Promise<void> {
    for (const child of children) if (!child.done) child.process.kill("SIGTERM");
    // A process that has not ended 30 s after SIGTERM (its own grace is 15 s) is killed.
    await Promise.all(
      children.map(async (child) => {
        const timer = setTimeout(() => child.process.kill("SIGKILL"), 30_000);
        await child.exited;
        clearTimeout(timer);
      }),
    );
    await mailbox.close();
    if (s3server) {
      s3server.httpServer?.closeAllConnections();
      await s3server.close();
    }
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await client.end();
    await rm(dataDir, { recursive: true, force: true });
    await rm(join(work, "s3"), { recursive: true, force: true });
    if (!keepLogs) await rm(work, { recursive: true, force: true });
  }

  try {
    // Both app processes start together on the empty database: the migrations' advisory lock
    // must let exactly one of them migrate.
    const apps = ["app-1", "app-2"].map((name) => {
      let announce: (url: string) => void = () => undefined;
      const url = new Promise<string>((r) => (announce = r));
      const child = start(name, "server/main.ts", { DOCUMENT_WORKERS: "0" }, (line) => {
        const found = listening.exec(line)?.[1];
        if (found) announce(found);
      });
      return { child, url };
    });
    const appUrls = await Promise.all(
      apps.map(async ({ child, url }) => {
        const address = await Promise.race([url, child.exited.then(() => Promise.reject(new Error(`${child.name} ended while starting`)))]);
        await waitHealthy(address, child);
        return address;
      }),
    );
    start("worker", "server/worker-main.ts", { DOCUMENT_WORKERS: "1" });
    return {
      appUrls,
      publicUrl,
      mailbox,
      postgresVersion: rows[0]?.server_version ?? "unknown",
      logDir,
      errorLines: () => [...errors],
      exited: () => children.filter((c) => c.done).map((c) => c.name),
      stop,
    };
  } catch (error) {
    await stop(true);
    throw new Error(`${(error as Error).message}; the processes' logs are in ${logDir}`, { cause: error });
  }
}
