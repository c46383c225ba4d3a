/**
 * `npm run bench:export`: the export's time and peak memory for many submitted applications on
 * PostgreSQL, beside a baseline measured in the same run: the same rows read with a plain
 * streamed SELECT (a server-side cursor, 500 rows a fetch) and written as they come, with no
 * columns or format. Each measurement runs in a child process of its own, whose peak resident
 * memory (process.resourceUsage().maxRSS) is its own alone, writing to /dev/null. The export is
 * also measured for the last tenth of the applications (--since), and with the child's JavaScript
 * heap capped at 64 MiB: V8 lets its heap grow while garbage is cheap to leave, so an uncapped
 * peak says little about what the export needs; one that finishes under the cap holds no more.
 * Those run with every application on the running version of the form; then the applications are
 * split over three versions (versions.ts) and the export measured again, beside its time on one
 * version in the same run (issue 39: within 1.5 times, memory as on one).
 *
 *   --applications N   submitted applications generated (default 50000)
 *
 * The applications are the complete application's answers (tests/support/completeApplication.ts),
 * each with its own name, username, reference, submission time and a document, generated in one
 * INSERT ... SELECT generate_series (applications.ts). The database is BENCH_POSTGRES_URL (default
 * postgresql://root@127.0.0.1:5432/test), in a schema of the bench's own, dropped at the end.
 */
import { execFile } from "node:child_process";
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openPostgres } from "../db/postgres.ts";
import { exportColumns } from "../export/columns.ts";
import { formatNamed } from "../export/formats.ts";
import { writeExport } from "../export/write.ts";
import { form } from "../form.ts";
import { benchSchema, generateApplications } from "./applications.ts";
import { onOneVersion, overThreeVersions } from "./versions.ts";
import { currentLoad, machine } from "./surge/report.ts";

const root = join(import.meta.dirname, "../..");

interface Measured {
  rows: number;
  seconds: number;
  /** Peak resident memory of the measuring process, in MiB. */
  peakMiB: number;
  megabytes: number;
}

/** To /dev/null, each chunk once the last is taken. */
function devNull(): { write(chunk: string): Promise<void>; bytes(): number; close(): Promise<void> } {
  const out = createWriteStream("/dev/null");
  let bytes = 0;
  return {
    write: (chunk) =>
      new Promise((resolve) => {
        bytes += Buffer.byteLength(chunk);
        if (out.write(chunk)) resolve();
        else out.once("drain", resolve);
      }),
    bytes: () => bytes,
    close: () => new Promise((resolve) => out.end(resolve)),
  };
}

/** In the child: one measurement, printed as JSON. */
async function measureHere(url: string, what: string, since: string | undefined): Promise<void> {
  const db = await openPostgres(url, 2);
  const sink = devNull();
  const start = performance.now();
  let rows = 0;
  if (what === "baseline") {
    await db.transaction(async (tx) => {
      await tx.query(
        `DECLARE rows NO SCROLL CURSOR FOR SELECT a.account_id, a.reference, u.username, a.submitted_at, a.answers, a.add_another,
           (SELECT json_object_agg(d.answer_key, d.file_name) FROM document_answers d WHERE d.account_id = a.account_id) AS documents
         FROM applications a JOIN accounts u ON u.id = a.account_id WHERE a.submitted_at IS NOT NULL ORDER BY a.submitted_at, a.account_id`,
      );
      for (;;) {
        const batch = await tx.query("FETCH 500 FROM rows");
        if (!batch.rows.length) break;
        rows += batch.rows.length;
        await sink.write(batch.rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
      }
    });
  } else {
    const format = formatNamed(what);
    if (!format) throw new Error(`no format ${what}`);
    rows = (await writeExport(db, { form, format, ...(since ? { since: new Date(since) } : {}) }, sink.write)).count;
  }
  await sink.close();
  const seconds = (performance.now() - start) / 1000;
  await db.close();
  const measured: Measured = { rows, seconds, peakMiB: process.resourceUsage().maxRSS / 1024, megabytes: sink.bytes() / 1e6 };
  console.log(JSON.stringify(measured));
}

/** One measurement in a child process of its own. */
function measure(url: string, what: string, since?: string, heapMiB?: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...(heapMiB ? [`--max-old-space-size=${heapMiB}`] : []), join(root, "server/bench/export.ts"), "--measure", what, "--url", url, ...(since ? ["--since", since] : [])], { cwd: root, maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${what}: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Measured);
    });
  });
}

const { values } = parseArgs({ options: { measure: { type: "string" }, url: { type: "string" }, since: { type: "string" }, applications: { type: "string", default: "50000" } } });

if (values.measure) {
  await measureHere(values.url ?? "", values.measure, values.since);
} else {
  const count = Number(values.applications);
  if (!Number.isInteger(count) || count < 10) throw new Error(`--applications must be a whole number of at least 10, not "${values.applications}"`);
  const loadAtStart = currentLoad();
  const schema = await benchSchema("export");
  try {
    const generating = performance.now();
    const tenth = await generateApplications(schema.url, count);
    await onOneVersion(schema.url);
    console.log(`Generated ${count} submitted applications in ${((performance.now() - generating) / 1000).toFixed(1)} s (${exportColumns(form).length} columns each).`);
    const runs: [string, Measured, Measured | undefined][] = [];
    /** Each run, with the label of the run on one version it is set beside. */
    const measureAll = async (list: readonly (readonly [string, string, string | undefined, number | undefined, string?])[]): Promise<void> => {
      for (const [label, what, since, heapMiB, versus] of list) runs.push([label, await measure(schema.url, what, since, heapMiB), runs.find(([l]) => l === versus)?.[1]]);
    };
    await measureAll([
      ["baseline: plain streamed SELECT", "baseline", undefined, undefined],
      ["export CSV", "csv", undefined, undefined],
      ["export JSON", "json", undefined, undefined],
      ["export CSV, last tenth (--since)", "csv", tenth, undefined],
      ["export CSV, heap capped at 64 MiB", "csv", undefined, 64],
      ["export JSON, heap capped at 64 MiB", "json", undefined, 64],
    ]);
    await overThreeVersions(schema.url);
    await measureAll([
      ["export CSV, three versions", "csv", undefined, undefined, "export CSV"],
      ["export JSON, three versions", "json", undefined, undefined, "export JSON"],
      ["export CSV, three versions, 64 MiB", "csv", undefined, 64, "export CSV, heap capped at 64 MiB"],
    ]);
    const base = runs[0]?.[1];
    console.log(`\n${new Date().toISOString()}; ${machine()}; load average ${loadAtStart.toFixed(1)} at the start, ${currentLoad().toFixed(1)} at the end\n`);
    console.log(`${"".padEnd(36)}${"rows".padStart(8)}${"seconds".padStart(10)}${"rows/s".padStart(10)}${"MB out".padStart(9)}${"peak RSS MiB".padStart(14)}${"time × baseline".padStart(17)}${"time × one version".padStart(20)}`);
    for (const [label, m, oneVersion] of runs) {
      const ratio = base ? (m.seconds / base.seconds).toFixed(2) : "";
      const versus = oneVersion ? (m.seconds / oneVersion.seconds).toFixed(2) : "";
      console.log(`${label.padEnd(36)}${String(m.rows).padStart(8)}${m.seconds.toFixed(1).padStart(10)}${Math.round(m.rows / m.seconds).toString().padStart(10)}${m.megabytes.toFixed(0).padStart(9)}${m.peakMiB.toFixed(0).padStart(14)}${ratio.padStart(17)}${versus.padStart(20)}`);
    }
  } finally {
    await schema.drop();
  }
}
