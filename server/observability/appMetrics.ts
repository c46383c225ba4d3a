/**
 * What an operator watches on deadline day, for GET /metrics: requests by route and status class,
 * server errors by cause, the job queue (from the database, the same in every process), document
 * conversions ended and job attempts failed (counted by the workers of the process), whether the
 * database answers, and the process's memory.
 */
import type { Clock } from "../clock.ts";
import type { Sql } from "../db/types.ts";
import { type Counter, type Family, MetricsRegistry } from "./metrics.ts";

export interface AppMetrics {
  registry: MetricsRegistry;
  /** Every answer: method, route pattern (`unmatched` for none), status class (`2xx` ... `5xx`). */
  requests: Counter;
  /** Every 5xx answer, by its catalogue code (databaseUnavailable, storageUnavailable, unexpected ...). */
  serverErrors: Counter;
  /** Document conversions the workers of this process ended, by outcome (completed or failed). */
  conversions: Counter;
  /** Job attempts that threw (the database or the store failing), by job kind; each is retried or given up. */
  jobFailures: Counter;
}

interface QueueRow {
  kind: string;
  status: "queued" | "running";
  jobs: number;
  oldest_due: Date | string | null;
}

/** The open jobs per kind, and how long the oldest due one has waited: the queue depth. */
async function queueFamilies(db: Sql, now: Date): Promise<Family[]> {
  const { rows } = await db.query<QueueRow>(
    `SELECT kind, status, count(*)::int AS jobs, min(run_after) FILTER (WHERE status = 'queued' AND run_after <= $1) AS oldest_due
     FROM jobs WHERE status IN ('queued', 'running') GROUP BY kind, status ORDER BY kind, status`,
    [now],
  );
  const waiting = rows.flatMap((r) => (r.oldest_due === null ? [] : [{ kind: r.kind, since: new Date(r.oldest_due) }]));
  return [
    {
      name: "app_jobs",
      help: "Jobs not finished, by kind and state (queued or running), in the shared database; a kind with none is absent.",
      type: "gauge",
      samples: rows.map((r) => ({ labels: { kind: r.kind, state: r.status }, value: Number(r.jobs) })),
    },
    {
      name: "app_jobs_oldest_waiting_seconds",
      help: "How long the oldest job that is due has waited for a worker, by kind.",
      type: "gauge",
      samples: waiting.map((w) => ({ labels: { kind: w.kind }, value: Math.max(0, (now.getTime() - w.since.getTime()) / 1000) })),
    },
  ];
}

function processFamilies(startedAt: Date): Family[] {
  return [
    { name: "process_resident_memory_bytes", help: "Resident memory of this process.", type: "gauge", samples: [{ value: process.memoryUsage.rss() }] },
    { name: "process_start_time_seconds", help: "When this process started, in seconds since the epoch.", type: "gauge", samples: [{ value: Math.floor(startedAt.getTime() / 1000) }] },
  ];
}

export function createAppMetrics(db: Sql, clock: Clock): AppMetrics {
  const registry = new MetricsRegistry();
  const startedAt = clock.now();
  const metrics: AppMetrics = {
    registry,
    requests: registry.counter("app_http_requests_total", "HTTP requests answered, by method, route and status class."),
    serverErrors: registry.counter("app_http_server_errors_total", "HTTP answers with a 5xx status, by error code."),
    conversions: registry.counter("app_document_conversions_total", "Document conversions ended by the workers of this process, by outcome."),
    jobFailures: registry.counter("app_job_attempt_failures_total", "Job attempts that failed with an error (to be retried or given up), by kind."),
  };
  registry.collect(async () => {
    let queue: Family[] = [];
    let up = 1;
    try {
      queue = await queueFamilies(db, clock.now());
    } catch {
      // The metrics still answer during an outage: that is when they matter.
      up = 0;
    }
    return [{ name: "app_database_up", help: "1 when the database answered the metrics' query, else 0.", type: "gauge", samples: [{ value: up }] }, ...queue];
  });
  registry.collect(() => processFamilies(startedAt));
  return metrics;
}
