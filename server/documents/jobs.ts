/**
 * The job queue: rows of the jobs table (migration 030). Any number of workers, in any number of
 * processes on any number of machines, share it through PostgreSQL: a claim takes the oldest due
 * row with FOR UPDATE SKIP LOCKED, so two workers never take the same one, and holds it for a
 * lease; every later write is guarded by that lease, so a worker that lost it (it stalled and
 * another took the job) changes nothing.
 */
import { randomUUID } from "node:crypto";
import type { Sql } from "../db/types.ts";

export interface Job {
  id: string;
  kind: string;
  payload: unknown;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
}

const after = (now: Date, ms: number): Date => new Date(now.getTime() + ms);

export async function enqueue(sql: Sql, kind: string, payload: unknown, now: Date, maxAttempts = 3): Promise<string> {
  const id = randomUUID();
  await sql.query(
    `INSERT INTO jobs (id, kind, payload, status, max_attempts, run_after, created_at, updated_at)
     VALUES ($1, $2, $3::jsonb, 'queued', $4, $5, $5, $5)`,
    [id, kind, JSON.stringify(payload), maxAttempts, now],
  );
  return id;
}

/** Drops the jobs of `kind` with this payload that no worker has taken yet. */
export async function cancelQueued(sql: Sql, kind: string, payload: unknown): Promise<void> {
  await sql.query("DELETE FROM jobs WHERE kind = $1 AND payload = $2::jsonb AND status = 'queued'", [kind, JSON.stringify(payload)]);
}

/** Takes the oldest due job of these kinds, or one whose worker's lease ran out, for `leaseMs`. */
export async function claim(sql: Sql, workerId: string, kinds: readonly string[], now: Date, leaseMs: number): Promise<Job | null> {
  const { rows } = await sql.query<{ id: string; kind: string; payload: unknown; attempts: number; max_attempts: number }>(
    `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = $1, locked_until = $3, updated_at = $2
     WHERE id = (
       SELECT id FROM jobs
       WHERE kind = ANY($4::text[]) AND ((status = 'queued' AND run_after <= $2) OR (status = 'running' AND locked_until < $2))
       ORDER BY created_at
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id, kind, payload, attempts, max_attempts`,
    [workerId, now, after(now, leaseMs), kinds],
  );
  const row = rows[0];
  return row ? { id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts } : null;
}

/** Renews the lease; false when the worker no longer holds the job. */
export async function extendLease(sql: Sql, id: string, workerId: string, now: Date, leaseMs: number): Promise<boolean> {
  const { rows } = await sql.query("UPDATE jobs SET locked_until = $3, updated_at = $4 WHERE id = $1 AND locked_by = $2 AND status = 'running' RETURNING 1", [
    id,
    workerId,
    after(now, leaseMs),
    now,
  ]);
  return rows.length > 0;
}

/** Ends the job as `done` or `failed`; false when the worker no longer holds it (nothing changed). */
export async function settle(sql: Sql, id: string, workerId: string, status: "done" | "failed", now: Date, error: string | null = null): Promise<boolean> {
  const { rows } = await sql.query(
    `UPDATE jobs SET status = $3, locked_by = NULL, locked_until = NULL, last_error = COALESCE($5, last_error), updated_at = $4
     WHERE id = $1 AND locked_by = $2 AND status = 'running' RETURNING 1`,
    [id, workerId, status, now, error],
  );
  return rows.length > 0;
}

/** Puts a failed attempt back in the queue, to be tried again after `delayMs`. */
export async function retryLater(sql: Sql, id: string, workerId: string, now: Date, delayMs: number, error: string): Promise<void> {
  await sql.query(
    `UPDATE jobs SET status = 'queued', locked_by = NULL, locked_until = NULL, run_after = $4, last_error = $5, updated_at = $3
     WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
    [id, workerId, now, after(now, delayMs), error],
  );
}

/** Hands a job back untouched (the worker is stopping): the next worker takes it at once, and the attempt does not count. */
export async function release(sql: Sql, id: string, workerId: string, now: Date): Promise<void> {
  await sql.query(
    `UPDATE jobs SET status = 'queued', attempts = attempts - 1, locked_by = NULL, locked_until = NULL, run_after = $3, updated_at = $3
     WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
    [id, workerId, now],
  );
}

/** Forgets jobs that ended before `before`. */
export async function pruneFinished(sql: Sql, before: Date): Promise<void> {
  await sql.query("DELETE FROM jobs WHERE status IN ('done', 'failed') AND updated_at < $1", [before]);
}
