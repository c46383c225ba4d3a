/**
 * What every session is, a student's (table sessions) or a staff member's (staff_sessions): a
 * random id in the cookie and its hash in the table, with the owner's id, the moment it opened and
 * the moment it was last seen; it ends after 15 idle minutes or 12 hours in all. One set of rules
 * and statements per table, so the two kinds keep them alike while neither table knows the
 * other's ids.
 */
import { absoluteLifetimeMs, idleTimeoutMs } from "../../engine/index.ts";
import { randomId, sha256 } from "../crypto.ts";
import type { Sql } from "../db/types.ts";

/**
 * How stale last_seen_at may get before a request writes it again. Reading a session is cheap; a
 * write (and its commit) on every request is not. A session can therefore end up to this much
 * before 15 idle minutes, while the browser warns at 14 minutes and logs out at 15 by itself.
 */
export const touchEveryMs = 10_000;

/** When a session read for a request was last seen and opened. */
export interface SessionTimes {
  last_seen_at: Date;
  created_at: Date;
}

const idleCutoff = (now: Date): Date => new Date(now.getTime() - idleTimeoutMs);
const lifetimeCutoff = (now: Date): Date => new Date(now.getTime() - absoluteLifetimeMs);

/** The statements of one session table, whose owner column is `owner`. */
export function sessionTable(table: "sessions" | "staff_sessions", owner: "account_id" | "staff_id") {
  return {
    /** Opens a session; returns the id for the cookie (only its hash is stored). */
    async create(db: Sql, ownerId: string, now: Date): Promise<string> {
      const id = randomId();
      await db.query(`INSERT INTO ${table} (id_hash, ${owner}, created_at, last_seen_at) VALUES ($1, $2, $3, $3)`, [sha256(id), ownerId, now]);
      return id;
    },

    /**
     * Whether the session of hash `hash`, read as `times`, may serve this request, marking it seen
     * (the 15 minutes slide). "expired" for one gone idle, "ended" for one past its lifetime or that
     * `refused` (its account disabled since, say); both are deleted.
     */
    async settle(db: Sql, hash: string, times: SessionTimes, now: Date, refused = false): Promise<"active" | "expired" | "ended"> {
      const idle = new Date(times.last_seen_at).getTime() <= idleCutoff(now).getTime();
      const tooOld = new Date(times.created_at).getTime() <= lifetimeCutoff(now).getTime();
      if (idle || tooOld || refused) {
        await db.query(`DELETE FROM ${table} WHERE id_hash = $1`, [hash]);
        return idle && !refused ? "expired" : "ended";
      }
      if (now.getTime() - new Date(times.last_seen_at).getTime() >= touchEveryMs) {
        await db.query(`UPDATE ${table} SET last_seen_at = GREATEST(last_seen_at, $2) WHERE id_hash = $1`, [hash, now]);
      }
      return "active";
    },

    async end(db: Sql, id: string): Promise<void> {
      await db.query(`DELETE FROM ${table} WHERE id_hash = $1`, [sha256(id)]);
    },

    /** Ends every session of one owner. */
    async endAll(db: Sql, ownerId: string): Promise<void> {
      await db.query(`DELETE FROM ${table} WHERE ${owner} = $1`, [ownerId]);
    },

    /** Deletes sessions idle past the timeout or past their lifetime (they could no longer be used anyway). */
    async prune(db: Sql, now: Date): Promise<void> {
      await db.query(`DELETE FROM ${table} WHERE last_seen_at <= $1 OR created_at <= $2`, [idleCutoff(now), lifetimeCutoff(now)]);
    },
  };
}
