/**
 * npm run bench:lookup: imports the full shared school and ZIP files into a fresh database, serves
 * the lookup plugin on 127.0.0.1 (port 0), and reports p50 and p99 latency of GET /lookup/find
 * under 50 concurrent clients over a mix of what students type: names growing letter by letter,
 * typos, codes, high schools with their city, ZIP prefixes and cities. The clients run in the same
 * process, so the figures include their share of the CPU.
 *
 * Embedded PGlite always; the PostgreSQL server too when DATABASE_URL is set (in a schema of its
 * own, dropped afterwards). Each database stops at BENCH_REQUESTS requests (6000) or BENCH_SECONDS
 * seconds (60), whichever comes first. The data comes from LOOKUP_DATA_DIR, else
 * ../shared/data/schools.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import Fastify from "fastify";
import pg from "pg";
import { migrate } from "../db/migrate.ts";
import { openPglite } from "../db/pglite.ts";
import { openPostgres } from "../db/postgres.ts";
import type { ScriptDatabase } from "../db/script.ts";
import { zipProvider } from "./address/zip-provider.ts";
import { importLookupFile } from "./import.ts";
import { lookupPlugin } from "./plugin.ts";

const clients = 50;
const maxRequests = Number(process.env.BENCH_REQUESTS ?? 6000);
const maxSeconds = Number(process.env.BENCH_SECONDS ?? 60);
const warmupRequests = 300;

const dataDir = process.env.LOOKUP_DATA_DIR ?? resolve(import.meta.dirname, "../../../shared/data/schools");
const files = { college_ceeb: "colleges.csv", hs_ceeb: "high_schools.csv", address: "us_zipcodes.csv" } as const;

/** Every prefix from three letters on: what the browser asks while a student types a name. */
function typing(category: string, text: string): [string, string][] {
  return Array.from({ length: text.length - 2 }, (_, i) => [category, text.slice(0, i + 3)] as [string, string]);
}

const mix: [string, string][] = [
  ...typing("college_ceeb", "michigan tech"),
  ...typing("college_ceeb", "university of michigan"),
  ...typing("college_ceeb", "ohio state"),
  ...typing("college_ceeb", "st olaf"),
  ...typing("hs_ceeb", "lincoln high portland"),
  ...typing("hs_ceeb", "central high omaha"),
  ...typing("hs_ceeb", "houghton high"),
  ...typing("address", "houghton mi"),
  ...typing("address", "portland or"),
  ...[
    ["college_ceeb", "michgan tech"],
    ["college_ceeb", "michigan tecnological"],
    ["college_ceeb", "harvrd"],
    ["college_ceeb", "stanfrod university"],
    ["college_ceeb", "univ of mich"],
    ["college_ceeb", "1464"],
    ["college_ceeb", "171128"],
    ["college_ceeb", "uab"],
    ["hs_ceeb", "lincon high"],
    ["hs_ceeb", "luis munoz marin"],
    ["hs_ceeb", "232015"],
    ["address", "4993"],
    ["address", "49931"],
    ["address", "77"],
    ["address", "hougton"],
    ["address", "new york ny"],
  ] as [string, string][],
];

interface Figures {
  importSeconds: Record<string, number>;
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function load(base: string, count: number, seconds: number, record: boolean): Promise<Omit<Figures, "importSeconds">> {
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async (): Promise<void> => {
    while (issued < count && performance.now() < deadline) {
      const [category, text] = mix[issued % mix.length] ?? ["college_ceeb", "michigan"];
      issued += 1;
      const sent = performance.now();
      const response = await fetch(`${base}/lookup/find?${new URLSearchParams({ category, text, max_results: "5" })}`);
      const body: unknown = await response.json();
      if (record) latencies.push(performance.now() - sent);
      if (!response.ok || !Array.isArray(body)) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { requests: issued, errors, seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b) };
}

async function measure(db: ScriptDatabase): Promise<Figures> {
  await migrate(db);
  const importSeconds: Record<string, number> = {};
  for (const [category, file] of Object.entries(files)) {
    importSeconds[category] = (await importLookupFile(db, category, join(dataDir, file))).milliseconds / 1000;
  }
  const app = Fastify({ logger: false });
  await app.register(lookupPlugin, { db, address: zipProvider(db), seedSamples: false });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  try {
    await load(address, warmupRequests, maxSeconds, false);
    return { importSeconds, ...(await load(address, maxRequests, maxSeconds, true)) };
  } finally {
    await app.close();
  }
}

function report(name: string, f: Figures): void {
  const ms = (n: number): string => `${n.toFixed(1)} ms`;
  const imports = Object.entries(f.importSeconds).map(([c, s]) => `${c} ${s.toFixed(1)} s`);
  console.log(`${name}`);
  console.log(`  import: ${imports.join(", ")}`);
  console.log(`  ${f.requests} requests in ${f.seconds.toFixed(1)} s (${Math.round(f.requests / f.seconds)} per second), ${f.errors} errors`);
  console.log(`  latency p50 ${ms(percentile(f.latencies, 50))}, p99 ${ms(percentile(f.latencies, 99))}, max ${ms(f.latencies.at(-1) ?? Number.NaN)}`);
}

/** A PostgreSQL schema of the bench's own on the DATABASE_URL server, dropped when done. */
async function withPostgres(url: string, run: (db: ScriptDatabase) => Promise<void>): Promise<void> {
  const schema = `lookup_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(url);
    scoped.searchParams.set("options", `-c search_path=${schema},public`);
    const db = await openPostgres(scoped.toString());
    try {
      await run(db);
    } finally {
      await db.close();
    }
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

if (!Object.values(files).every((file) => existsSync(join(dataDir, file)))) {
  console.error(`bench:lookup needs the full data files (${Object.values(files).join(", ")}) in ${dataDir}; set LOOKUP_DATA_DIR to their folder.`);
  process.exit(1);
}
console.log(`GET /lookup/find: ${clients} concurrent clients, ${maxRequests} requests or ${maxSeconds} s per database, after ${warmupRequests} warm-up requests`);
console.log(`${mix.length} queries in the mix, data from ${dataDir}\n`);

const pglite = await openPglite();
try {
  report("PGlite (embedded, in memory)", await measure(pglite));
} finally {
  await pglite.close();
}
const url = process.env.DATABASE_URL;
if (url) await withPostgres(url, async (db) => report(`PostgreSQL (${new URL(url).host})`, await measure(db)));
else console.log("PostgreSQL: not measured; set DATABASE_URL (e.g. postgresql://root@127.0.0.1:5432/test) to include it");
