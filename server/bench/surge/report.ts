/** The surge's figures: throughput, latency per call (nearest-rank percentiles) and every error. */
import { cpus, loadavg, release, totalmem, type } from "node:os";
import type { Recorder } from "./http.ts";

export interface Summary {
  applicants: number;
  concurrency: number;
  saves: number;
  storage: string;
  postgresVersion: string;
  completed: number;
  seconds: number;
  recorder: Recorder;
  /** Lines the processes logged at error level (their own failures, which a client may not see). */
  serverErrors: string[];
  /** Processes that ended during the run. */
  exited: string[];
  /** The 1-minute load average when the applicants started: the machine may be shared. */
  loadAtStart: number;
}

/** The 1-minute load average now. */
export const currentLoad = (): number => loadavg()[0] ?? NaN;

/** The nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], q: number): number => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;

export function machine(): string {
  const cores = cpus();
  return `${type()} ${release()}, ${cores.length} × ${cores[0]?.model ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}

/** Errors the run counts: failed calls and steps, server error lines, processes that died. */
export const errorCount = (s: Summary): number => s.recorder.failures.length + s.serverErrors.length + s.exited.length;

export function printSummary(s: Summary): void {
  const rate = s.completed / (s.seconds / 60);
  console.log(`Surge benchmark: ${s.applicants} applicants, ${s.concurrency} at a time, ${s.saves} saves per page`);
  console.log(`Deployment: 2 app processes (node server/main.ts) and 1 worker process (node server/worker-main.ts), PostgreSQL ${s.postgresVersion}, ${s.storage} storage`);
  console.log(`Machine: ${machine()}; load average ${s.loadAtStart.toFixed(1)} at the start, ${currentLoad().toFixed(1)} at the end`);
  console.log(`Completed applications: ${s.completed} of ${s.applicants} in ${s.seconds.toFixed(1)} s, ${rate.toFixed(1)} per minute`);
  console.log(`Errors: ${errorCount(s)}`);
  console.log("");
  const width = Math.max(...[...s.recorder.latencies.keys()].map((k) => k.length), 24) + 2;
  console.log(`${"call".padEnd(width)}${"count".padStart(7)}${"p50 ms".padStart(10)}${"p99 ms".padStart(10)}${"errors".padStart(8)}`);
  for (const [route, list] of [...s.recorder.latencies].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...list].sort((a, b) => a - b);
    const failed = s.recorder.failuresByRoute.get(route) ?? 0;
    console.log(`${route.padEnd(width)}${String(sorted.length).padStart(7)}${percentile(sorted, 0.5).toFixed(1).padStart(10)}${percentile(sorted, 0.99).toFixed(1).padStart(10)}${String(failed).padStart(8)}`);
  }
  const shown = 20;
  if (s.recorder.failures.length) {
    console.log(`\nFailed calls and steps (${s.recorder.failures.length}; the first ${Math.min(shown, s.recorder.failures.length)}):`);
    for (const f of s.recorder.failures.slice(0, shown)) console.log(`  ${f.route} ${f.status || "(no answer)"} ${f.message}`);
  }
  if (s.serverErrors.length) {
    console.log(`\nError lines in the processes' logs (${s.serverErrors.length}; the first ${Math.min(shown, s.serverErrors.length)}):`);
    for (const line of s.serverErrors.slice(0, shown)) console.log(`  ${line.slice(0, 400)}`);
  }
  if (s.exited.length) console.log(`\nProcesses that ended during the run: ${s.exited.join(", ")}`);
}
