/**
 * `npm run bench:surge`: the deadline-day surge. Simulated applicants go from sign-up to
 * submission (surge/applicant.ts) against two app processes and one worker process sharing a
 * fresh database on the machine's PostgreSQL and one object store (surge/cluster.ts). It reports
 * completed applications per minute, p50/p99 latency per call and the error count; it exits 1
 * unless every applicant completed with no error.
 *
 *   --applicants N   applicants in all (default 60)
 *   --concurrency C  applicants in flight at once (default 10)
 *   --saves S        saves of each page per applicant (default 3)
 *   --storage KIND   embedded (files in the DATA_DIR the processes share, default) or s3 (s3rver)
 *
 * BENCH_POSTGRES_URL names the PostgreSQL server and a database to connect to while creating and
 * dropping the bench's own (default postgresql://root@127.0.0.1:5432/postgres; the user must be
 * allowed to create databases).
 *
 * Rate limits: the per-address limits (server/config.ts) have no setting in the environment, so the
 * bench does what the deployment does: the app processes run with TRUST_PROXY=true and the bench,
 * standing in for the reverse proxy, gives each applicant its own client address in
 * X-Forwarded-For. Each applicant then makes one sign-up, one confirmation and one login from its
 * address, far below the limits, as students on their own connections would.
 */
import { parseArgs } from "node:util";
import { pagePlans } from "./surge/answers.ts";
import { runApplicant } from "./surge/applicant.ts";
import { type StorageKind, startCluster } from "./surge/cluster.ts";
import { Balancer, Browser, CallFailed, Recorder, closeConnections } from "./surge/http.ts";
import { currentLoad, errorCount, printSummary } from "./surge/report.ts";

function positive(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number of at least 1, not "${value}"`);
  return n;
}

const { values } = parseArgs({
  options: {
    applicants: { type: "string", default: "60" },
    concurrency: { type: "string", default: "10" },
    saves: { type: "string", default: "3" },
    storage: { type: "string", default: "embedded" },
  },
});
const applicants = positive("applicants", values.applicants);
const concurrency = Math.min(applicants, positive("concurrency", values.concurrency));
const saves = positive("saves", values.saves);
if (values.storage !== "embedded" && values.storage !== "s3") throw new Error(`--storage must be embedded or s3, not "${values.storage}"`);
const storage: StorageKind = values.storage;

/** A distinct private address per applicant (10.0.0.1, 10.0.0.2, ...). */
const addressOf = (i: number): string => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

const cluster = await startCluster(storage);
const recorder = new Recorder();
let keepLogs = true;
try {
  const balancer = new Balancer(cluster.appUrls);
  const plans = pagePlans();
  const run = Date.now().toString(36);
  let next = 0;
  let completed = 0;
  const loadAtStart = currentLoad();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < applicants) {
        const i = next++;
        const browser = new Browser(balancer, recorder, cluster.publicUrl, addressOf(i + 1));
        const username = `surge-${run}-${i}@example.edu`;
        try {
          if (await runApplicant({ username, password: "Surge-Applicant-2027!", browser, recorder, mailbox: cluster.mailbox, plans, saves })) completed++;
        } catch (error) {
          // A failed call is recorded where it happened; anything else (a mail that never came) here.
          if (!(error instanceof CallFailed)) recorder.fail({ route: "applicant", status: 0, message: (error as Error).message });
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const summary = {
    applicants,
    concurrency,
    saves,
    storage: storage === "s3" ? "S3 (s3rver on 127.0.0.1)" : "embedded (one DATA_DIR shared by the processes)",
    postgresVersion: cluster.postgresVersion,
    completed,
    seconds,
    recorder,
    serverErrors: cluster.errorLines(),
    exited: cluster.exited(),
    loadAtStart,
  };
  printSummary(summary);
  keepLogs = errorCount(summary) > 0 || completed < applicants;
  if (keepLogs) {
    console.log(`\nThe processes' logs are kept in ${cluster.logDir}`);
    process.exitCode = 1;
  }
} finally {
  closeConnections();
  await cluster.stop(keepLogs);
}
