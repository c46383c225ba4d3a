/**
 * `npm run bench:office`: the office console's list (server/office/list.ts, the function
 * GET /staff-api/applications answers with) on PostgreSQL, for 50,000 applications and for 50,
 * beside a baseline measured on the same data: a plain `SELECT ... LIMIT 50` of the same columns
 * with no filter, count or order. Each query is the list's real one (a page and its total), run
 * after one warm-up round, its time the median of several rounds.
 *
 *   --applications N   applications generated for the large run (default 50000); the small one has 50
 *   --rounds R         rounds per query (default 9)
 *
 * Of each run's applications 60 % are submitted (generated as bench:export generates them, with the
 * complete application's answers) and 40 % drafts, a third each not started, started and validating
 * (applications.ts), all in a schema of the bench's own on BENCH_POSTGRES_URL, dropped at the end,
 * and vacuumed before the queries, as autovacuum leaves a live database. Last, on the large run,
 * what a save pays for the list (saveCost).
 */
import { parseArgs } from "node:util";
import { openPostgres } from "../db/postgres.ts";
import type { Database } from "../db/types.ts";
import { nameKeys } from "../applicationPdf/applicant.ts";
import { type ListRequest, listApplications, officeTerms } from "../office/list.ts";
import { benchSchema, firstMoment, generateApplications } from "./applications.ts";
import { currentLoad, machine } from "./surge/report.ts";

const { values } = parseArgs({ options: { applications: { type: "string", default: "50000" }, rounds: { type: "string", default: "9" } } });
const large = Number(values.applications);
const rounds = Number(values.rounds);
if (!Number.isInteger(large) || large < 100) throw new Error(`--applications must be a whole number of at least 100, not "${values.applications}"`);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a whole number of at least 1, not "${values.rounds}"`);

const now = new Date(firstMoment);
const term = officeTerms(now)[1]?.code;
const page = (request: Partial<ListRequest>): ListRequest => ({ sort: "updated", order: "desc", page: 1, pageSize: 50, ...request });
const day = (offsetSeconds: number): Date => new Date(Date.parse(firstMoment) + offsetSeconds * 1000);

/** The queries, each a label and the list's request; the baseline first. */
function queries(count: number): [string, ListRequest | "baseline"][] {
  const middle = Math.floor(count * 0.3);
  return [
    ["baseline: plain SELECT ... LIMIT 50", "baseline"],
    ["list, newest change first", page({})],
    ["status submitted", page({ status: "submitted" })],
    ["status validating", page({ status: "validating" })],
    ["status not-started", page({ status: "not-started" })],
    [`term ${term ?? "(none)"}`, page(term ? { term } : {})],
    ["from/to: one hour of changes", page({ from: day(middle), to: day(middle + 3600) })],
    ["search part of a name (one match)", page({ q: `rivera-${middle}` })],
    ["search part of an e-mail", page({ q: `ch-${middle}@` })],
    ["search part of a reference", page({ q: String(middle).padStart(8, "0").slice(1) })],
    ["search common text (every name)", page({ q: "maria" })],
    ["sort name A-Z", page({ sort: "name", order: "asc" })],
    ["sort e-mail A-Z", page({ sort: "email", order: "asc" })],
    ["sort status", page({ sort: "status", order: "asc" })],
    ["sort reference A-Z", page({ sort: "reference", order: "asc" })],
    ["sort reference Z-A", page({ sort: "reference", order: "desc" })],
    ["sort submitted, newest first", page({ sort: "submitted", order: "desc" })],
    ["sort submitted, oldest first, status submitted", page({ sort: "submitted", order: "asc", status: "submitted" })],
    ["sort name Z-A, status submitted", page({ sort: "name", order: "desc", status: "submitted" })],
    ["page 100 (rows 4,951-5,000)", page({ page: Math.min(100, Math.max(1, Math.floor(count / 50))) })],
    ["status started + search + sort name", page({ status: "started", q: "maria 4", sort: "name", order: "asc" })],
  ];
}

const median = (times: number[]): number => {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number): number => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

/** The query's time in milliseconds, and how many applications it found (the list's total; the baseline's rows). */
async function run(db: Database, request: ListRequest | "baseline"): Promise<{ ms: number; found: number }> {
  const start = performance.now();
  const found =
    request === "baseline"
      ? (await db.query("SELECT a.account_id, a.reference, a.applicant_name, c.username, a.updated_at FROM applications a JOIN accounts c ON c.id = a.account_id LIMIT 50")).rows.length
      : (await listApplications(db, request, now)).total;
  return { ms: performance.now() - start, found };
}

/** Saves timed per round, each one application's UPDATE as a save writes it (answerWrite.ts). */
const savesPerRound = 1000;

/**
 * What a save pays for the list: the mean time of a save's UPDATE (one answer merged into a complete
 * application, updated_at set) with migration 150's trigger and indexes, and with them set aside
 * (the trigger disabled, the indexes dropped and made again between rounds), in alternate rounds.
 */
async function saveCost(db: Database): Promise<{ with: number; without: number }> {
  const { rows: ids } = await db.query<{ account_id: string }>(`SELECT account_id FROM applications ORDER BY md5(account_id::text) LIMIT ${savesPerRound}`);
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    "SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema() AND indexname LIKE 'applications_office_%'",
  );
  const change = JSON.stringify({ [nameKeys.given ?? "given"]: "Maria changed" });
  const round = async (): Promise<number> => {
    const start = performance.now();
    for (const { account_id: id } of ids) await db.query("UPDATE applications SET answers = answers || $2::jsonb, updated_at = $3 WHERE account_id = $1", [id, change, new Date()]);
    return (performance.now() - start) / ids.length;
  };
  const withList: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < 3; i++) {
    withList.push(await round());
    await db.query("ALTER TABLE applications DISABLE TRIGGER applications_office");
    for (const { name } of indexes) await db.query(`DROP INDEX ${name}`);
    without.push(await round());
    await db.query("ALTER TABLE applications ENABLE TRIGGER applications_office");
    for (const { definition } of indexes) await db.query(definition);
  }
  return { with: median(withList), without: median(without) };
}

/** Median milliseconds of each query on `count` generated applications, and what it found. */
async function measure(count: number, onDatabase?: (db: Database) => Promise<void>): Promise<Map<string, { ms: number; found: number }>> {
  const schema = await benchSchema("office");
  try {
    const generating = performance.now();
    const submitted = Math.round(count * 0.6);
    await generateApplications(schema.url, submitted, count - submitted);
    console.log(`Generated ${count} applications (${submitted} submitted, ${count - submitted} drafts) in ${((performance.now() - generating) / 1000).toFixed(1)} s.`);
    const db = await openPostgres(schema.url, 2);
    try {
      // As autovacuum leaves a live database: the visibility map lets the count read its index alone.
      await db.query("VACUUM ANALYZE applications");
      const times = new Map<string, { ms: number; found: number }>();
      for (const [label, request] of queries(count)) {
        const { found } = await run(db, request);
        const taken: number[] = [];
        for (let i = 0; i < rounds; i++) taken.push((await run(db, request)).ms);
        times.set(label, { ms: median(taken), found });
      }
      await onDatabase?.(db);
      return times;
    } finally {
      await db.close();
    }
  } finally {
    await schema.drop();
  }
}

const loadAtStart = currentLoad();
const small = await measure(50);
let saves: { with: number; without: number } | undefined;
const big = await measure(large, async (db) => {
  saves = await saveCost(db);
});
const baselineLabel = queries(large)[0]?.[0] ?? "";
const baseSmall = small.get(baselineLabel)?.ms ?? Number.NaN;
const baseBig = big.get(baselineLabel)?.ms ?? Number.NaN;
console.log(`\n${new Date().toISOString()}; ${machine()}; load average ${loadAtStart.toFixed(1)} at the start, ${currentLoad().toFixed(1)} at the end; median of ${rounds} rounds\n`);
console.log(`| query | found of ${large} | 50: ms | ${large}: ms | ${large} ÷ 50 | 50: × baseline | ${large}: × baseline |`);
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const [label] of queries(large)) {
  const s = small.get(label)?.ms ?? Number.NaN;
  const b = big.get(label);
  const ms = b?.ms ?? Number.NaN;
  console.log(`| ${label} | ${b?.found ?? ""} | ${s.toFixed(1)} | ${ms.toFixed(1)} | ${(ms / s).toFixed(1)} | ${(s / baseSmall).toFixed(1)} | ${(ms / baseBig).toFixed(1)} |`);
}

if (saves) {
  console.log(`\nA save's UPDATE on ${large} applications (mean of ${savesPerRound}, median of 3 rounds): ${saves.with.toFixed(2)} ms with the list's trigger and indexes, ${saves.without.toFixed(2)} ms without (${(saves.with / saves.without).toFixed(2)} ×).`);
}
