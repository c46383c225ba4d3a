/**
 * `npm run bench:api`: requests per second and p50/p99 latency of PUT /api/answer and
 * GET /api/profile under 50 concurrent sessions, beside a bare Fastify route measured the same
 * way in the same run (the ratio is what matters). Everything listens on 127.0.0.1; each
 * scenario stops at BENCH_REQUESTS requests or BENCH_SECONDS seconds, whichever comes first.
 * The database is PGlite in a temporary directory, or DATABASE_URL when set (use an empty
 * database or schema: the benchmark adds 50 accounts).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { hashPassword } from "../accounts/passwords.ts";
import { insertAccount, markConfirmed } from "../accounts/store.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type LatencyRow, printLatencyTable } from "./latencyTable.ts";

const concurrency = 50;
const maxRequests = Number(process.env.BENCH_REQUESTS ?? 20_000);
const maxSeconds = Number(process.env.BENCH_SECONDS ?? 8);
const password = "Bench-Password-123";

interface Result {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, agent, headers: body === undefined ? headers : { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** `concurrency` clients in a loop, each on its own session, until the request or time bound. */
async function measure(
  port: number,
  request: (client: number, n: number) => [method: string, path: string, headers: Record<string, string>, body?: string],
  bounds = { requests: maxRequests, seconds: maxSeconds },
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const start = performance.now();
  const deadline = start + bounds.seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (started < bounds.requests && performance.now() < deadline) {
        const n = started++;
        const t = performance.now();
        const res = await send(port, ...request(client, n));
        latencies.push(performance.now() - t);
        if (res.status >= 400) errors++;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number): number => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
  return { requests: latencies.length, errors, seconds, p50: at(0.5), p99: at(0.99) };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-api-"));
  const config = await loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "warn", SMTP_URL: "" }, process.cwd());
  const origin = "http://127.0.0.1";
  const app = await buildApp({ config: { ...config, publicUrl: origin, publicUrlSet: true, limits: { ...config.limits, loginPerAddress: { max: 1000, windowMs: 60_000 } } } });
  const bare = Fastify();
  bare.get("/bare", async () => ({ ok: true }));
  bare.put("/bare", async (request) => ({ ok: typeof request.body === "object" }));
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    await bare.listen({ port: 0, host: "127.0.0.1" });
    const appPort = (app.server.address() as AddressInfo).port;
    const barePort = (bare.server.address() as AddressInfo).port;

    // 50 confirmed students, each logged in through POST /public/login.
    const hash = await hashPassword(password);
    const run = randomBytes(3).toString("hex");
    const cookies: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      const username = `bench-${run}-${i}@example.edu`;
      await app.db.transaction(async (tx) => {
        const id = await insertAccount(tx, username, hash, new Date());
        if (id) await markConfirmed(tx, id, new Date());
      });
      const login = await send(appPort, "POST", "/public/login", { origin }, JSON.stringify({ username, password }));
      const sid = (login.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
      if (login.status !== 200 || !sid) throw new Error(`login ${i} failed with ${login.status}`);
      cookies.push(sid);
    }

    const answer = (n: number): string => JSON.stringify({ first_name: `Ada${n % 1000}`, last_name: "Lovelace", city: "East Lansing" });
    const rows: [string, Result][] = [];
    // A short warm-up of each server (JIT, connections), then the measured runs.
    const warmUp = { requests: 1000, seconds: 1 };
    await measure(barePort, () => ["GET", "/bare", {}], warmUp);
    await measure(appPort, (c) => ["GET", "/api/profile", { cookie: cookies[c] ?? "" }], warmUp);
    rows.push(["bare Fastify GET /bare", await measure(barePort, () => ["GET", "/bare", {}])]);
    rows.push(["bare Fastify PUT /bare (JSON body)", await measure(barePort, (_c, n) => ["PUT", "/bare", {}, answer(n)])]);
    rows.push(["PUT /api/answer", await measure(appPort, (c, n) => ["PUT", "/api/answer", { cookie: cookies[c] ?? "", origin }, answer(n)])]);
    rows.push(["GET /api/profile", await measure(appPort, (c) => ["GET", "/api/profile", { cookie: cookies[c] ?? "" }])]);

    const rate = (r: Result): number => r.requests / r.seconds;
    const [bareGet, barePut] = [rows[0]?.[1], rows[1]?.[1]];
    const bareRps = { GET: bareGet ? rate(bareGet) : NaN, PUT: barePut ? rate(barePut) : NaN };
    console.log(`API benchmark: Node ${process.version}, ${app.db.kind === "postgres" ? "PostgreSQL" : "PGlite"}, ${concurrency} concurrent keep-alive sessions, at most ${maxRequests} requests or ${maxSeconds} s per row, 127.0.0.1`);
    const table = rows.map(([name, r]): LatencyRow => {
      const rps = rate(r);
      const baseline = name.includes("PUT") ? bareRps.PUT : bareRps.GET;
      return { name, ...r, rps, note: name.startsWith("bare") ? "" : `${((rps / baseline) * 100).toFixed(1)}% of the bare route's req/s` };
    });
    printLatencyTable(table, 36, "vs bare");
  } finally {
    agent.destroy();
    await bare.close();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
