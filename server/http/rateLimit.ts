import rateLimit, { type FastifyRateLimitStore, normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Clock } from "../clock.ts";
import type { Limit } from "../config.ts";
import type { Sql } from "../db/types.ts";
import { AppError } from "../errors.ts";
import { minutesToWait } from "../words.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Row {
  count: number;
  window_start: Date;
}

/**
 * @fastify/rate-limit counters in the database (table rate_limits), so every app process
 * shares them: one fixed window per key, counted in one statement, which returns the new count.
 * Requests racing on a key each get a count of their own, so a limit holds under any concurrency.
 */
function databaseStore(db: Sql, clock: Clock): new () => FastifyRateLimitStore {
  const ttl = (row: Row, timeWindow: number, now: Date): number => Math.max(0, new Date(row.window_start).getTime() + timeWindow - now.getTime());
  return class DatabaseStore {
    incr(key: string, cb: Callback, timeWindow: number): void {
      const now = clock.now();
      db.query<Row>(
        `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.count + 1 END,
           window_start = CASE WHEN rate_limits.window_start <= $3 THEN EXCLUDED.window_start ELSE rate_limits.window_start END
         RETURNING count, window_start`,
        [key, now, new Date(now.getTime() - timeWindow)],
      ).then(({ rows: [row] }) => cb(null, row ? { current: row.count, ttl: ttl(row, timeWindow, now) } : { current: 1, ttl: timeWindow }), cb);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** Registers the rate-limit plugin (no global limit: each public route names its own). */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.db, app.clock),
    errorResponseBuilder: (_request, context) => new AppError("tooManyRequests", { after: minutesToWait(context.ttl) }),
  });
}

/** A route's per-address limit; `name` keeps the routes' counters apart. */
export const perAddress = (name: string, limit: Limit) => ({
  max: limit.max,
  timeWindow: limit.windowMs,
  // An IPv6 client is counted by its /64, as the plugin does, or it could rotate addresses.
  keyGenerator: (request: FastifyRequest) => `${name}:ip:${normalizeIP(request.ip)}`,
});

/** Forgets a key's counter (a successful login clears the account's failures). */
export async function resetLimit(db: Sql, key: string): Promise<void> {
  await db.query("DELETE FROM rate_limits WHERE key = $1", [key]);
}

/** Drops the counters of windows long over. */
export async function pruneLimits(db: Sql, now: Date): Promise<void> {
  await db.query("DELETE FROM rate_limits WHERE window_start < $1", [new Date(now.getTime() - 24 * 60 * 60 * 1000)]);
}
