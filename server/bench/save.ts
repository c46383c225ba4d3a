/**
 * `npm run bench:save` (issue 31, "a save costs what its database write costs"): requests per
 * second and p50/p99 latency of PUT /api/answer saving one field of a complete application, beside
 * a bare Fastify route on the same database doing the least a save must: the same session lookup
 * and the same UPDATE. 20 keep-alive clients, each on its own session; the two are measured in
 * interleaved rounds (bare, app, bare, app, ...) so a change in the machine's load falls on both.
 *
 * It runs on embedded PGlite in a temporary directory, then on PostgreSQL in a database of its own,
 * created and dropped on the server BENCH_POSTGRES_URL names (default
 * postgresql://root@127.0.0.1:5432/postgres; the user must be allowed to create databases;
 * BENCH_POSTGRES_URL=none skips it). BENCH_ROUNDS (default 3) rounds of BENCH_SECONDS (default 5)
 * seconds each. Everything listens on 127.0.0.1. The app logs at info as deployed, into /dev/null
 * with a synchronous write per line as pino's default stdout destination does.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { openSync, writeSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { completeApplication } from "../../tests/support/completeApplication.ts";
import { insertAccount, markConfirmed } from "../accounts/store.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { sha256 } from "../crypto.ts";
import type { Database } from "../db/types.ts";
import { loggerOptions } from "../observability/logger.ts";
import { cookieNames } from "../sessions/cookie.ts";
import { createSession } from "../sessions/store.ts";
import { type LatencyRow, printLatencyTable } from "./latencyTable.ts";

const concurrency = 20;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? "postgresql://root@127.0.0.1:5432/postgres";
const origin = "http://127.0.0.1";

interface Run {
  latencies: number[];
  errors: number;
  seconds: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function put(port: number, path: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method: "PUT", path, agent, headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** `concurrency` clients in a loop for `duration` seconds, client i on session i. */
async function measure(port: number, path: string, cookies: readonly string[], duration: number): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const start = performance.now();
  const deadline = start + duration * 1000;
  await Promise.all(
    cookies.map(async (sessionCookie) => {
      while (performance.now() < deadline) {
        const body = JSON.stringify({ first_name: `Ada${n++ % 1000}` });
        const t = performance.now();
        const status = await put(port, path, { cookie: sessionCookie, origin }, body);
        latencies.push(performance.now() - t);
        if (status >= 400) errors++;
      }
    }),
  );
  return { latencies, errors, seconds: (performance.now() - start) / 1000 };
}

/**
 * The least a save does: find the session's student as touchSession reads it, write the change
 * as the save writes it. No engine, no checks, no hooks but the cookie parser.
 */
function bareRoute(db: Database, sessionCookie: string): FastifyInstance {
  const bare = Fastify();
  void bare.register(cookie);
  bare.put("/bare", async (request, reply) => {
    const id = request.cookies[sessionCookie] ?? "";
    const { rows } = await db.query<{ account_id: string }>(
      `SELECT a.id AS account_id, a.username, s.last_seen_at, s.created_at FROM sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.id_hash = $1`,
      [sha256(id)],
    );
    const student = rows[0];
    if (!student) return reply.code(401).send({ ok: false });
    await db.query("UPDATE applications SET answers = answers || $2::jsonb, updated_at = $3 WHERE account_id = $1", [student.account_id, JSON.stringify(request.body), new Date()]);
    return { ok: true };
  });
  return bare;
}

/** Students with a session each and a complete application stored, as cookie headers. */
async function students(app: FastifyInstance): Promise<string[]> {
  const { db } = app;
  const now = app.clock.now();
  const run = randomBytes(3).toString("hex");
  const cookies: string[] = [];
  for (let i = 0; i < concurrency; i++) {
    const id = await db.transaction(async (tx) => {
      const created = await insertAccount(tx, `bench-save-${run}-${i}@example.edu`, "not a password hash: nobody logs in", now);
      if (!created) throw new Error("the bench's account exists already");
      await markConfirmed(tx, created, now);
      await tx.query("UPDATE applications SET answers = $2::jsonb WHERE account_id = $1", [created, JSON.stringify(completeApplication)]);
      return created;
    });
    cookies.push(`${cookieNames(app).session}=${await createSession(db, id, now)}`);
  }
  return cookies;
}

const rps = (runs: readonly Run[]): number => runs.reduce((sum, r) => sum + r.latencies.length, 0) / runs.reduce((sum, r) => sum + r.seconds, 0);

function percentiles(runs: readonly Run[]): { p50: number; p99: number } {
  const all = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const at = (q: number): number => all[Math.max(0, Math.ceil(q * all.length) - 1)] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

/** Bare and app in interleaved rounds on the database `env` configures; prints their table. */
async function compare(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-save-"));
  const devNull = openSync("/dev/null", "w");
  const config = await loadConfig({ ...process.env, ...env, DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "info", SMTP_URL: "" }, process.cwd());
  const app = await buildApp({
    config: { ...config, publicUrl: origin, publicUrlSet: true },
    logger: { ...loggerOptions(config.logLevel), stream: { write: (line: string) => void writeSync(devNull, line) } },
    seedLookupSamples: false,
  });
  const bare = bareRoute(app.db, cookieNames(app).session);
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    await bare.listen({ port: 0, host: "127.0.0.1" });
    const appPort = (app.server.address() as AddressInfo).port;
    const barePort = (bare.server.address() as AddressInfo).port;
    const cookies = await students(app);
    const sides = { bare: { port: barePort, path: "/bare", runs: [] as Run[] }, app: { port: appPort, path: "/api/answer", runs: [] as Run[] } };
    // A warm-up of each (JIT, the pool's connections), not counted.
    for (const side of Object.values(sides)) await measure(side.port, side.path, cookies, 1);
    for (let round = 0; round < rounds; round++) for (const side of Object.values(sides)) side.runs.push(await measure(side.port, side.path, cookies, seconds));

    const load = loadavg().map((l) => l.toFixed(2)).join(" ");
    console.log(`\n${label}: Node ${process.version}, ${new Date().toISOString()}, load average ${load}, ${concurrency} clients, ${rounds} rounds of ${seconds} s each, 127.0.0.1`);
    const row = (name: string, runs: Run[]): LatencyRow => ({
      name,
      ...percentiles(runs),
      requests: runs.reduce((sum, r) => sum + r.latencies.length, 0),
      rps: rps(runs),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
    });
    printLatencyTable([row("bare route (session, UPDATE)", sides.bare.runs), row("PUT /api/answer", sides.app.runs)], 34);
    const [b, a] = [percentiles(sides.bare.runs), percentiles(sides.app.runs)];
    const perRound = sides.app.runs.map((r, i) => (rps([r]) / rps(sides.bare.runs.slice(i, i + 1))).toFixed(2)).join(", ");
    console.log(`app/bare: req/s ${(rps(sides.app.runs) / rps(sides.bare.runs)).toFixed(2)}x (rounds ${perRound}), p50 ${(a.p50 / b.p50).toFixed(2)}x, p99 ${(a.p99 / b.p99).toFixed(2)}x`);
  } finally {
    await bare.close();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A database of the bench's own on the PostgreSQL server, dropped afterwards whatever happens. */
async function onPostgres(): Promise<void> {
  const database = `bench_save_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ server_version: string }>("SHOW server_version");
  await admin.query(`CREATE DATABASE "${database}"`);
  try {
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${database}`;
    await compare(`PostgreSQL ${rows[0]?.server_version ?? ""}`, { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
}

try {
  await compare("PGlite (embedded)", { DATABASE_URL: "" });
  if (postgresAdminUrl !== "none") await onPostgres();
} finally {
  agent.destroy();
}
