/**
 * Objects no row names any more: a document deleted or replaced while the object store could not
 * be reached, a process killed between its commit and its removal, a conversion's PDF written by a
 * worker that died before recording it. A daily sweep lists the app's prefixes and removes each
 * object older than a day that no upload, conversion or application PDF names. A day is far
 * longer than any upload form or job, so nothing still on its way is taken.
 */
import type { Sql } from "../db/types.ts";
import type { Storage } from "../storage/types.ts";
import { objectPrefixes } from "./objectKeys.ts";
import type { Log } from "./worker.ts";

const day = 24 * 60 * 60 * 1000;

/** How often the sweep runs (across every worker) and how old an unnamed object must be to go. */
export const orphanSweep = { everyMs: day, minAgeMs: day } as const;

/** The keys of `keys` that no row names. */
async function unnamed(sql: Sql, keys: readonly string[]): Promise<string[]> {
  const { rows } = await sql.query<{ key: string }>(
    `SELECT key FROM unnest($1::text[]) AS listed (key)
     WHERE NOT EXISTS (SELECT 1 FROM document_uploads WHERE object_key = listed.key)
       AND NOT EXISTS (SELECT 1 FROM document_conversions WHERE upload_key = listed.key)
       AND NOT EXISTS (SELECT 1 FROM document_conversions WHERE pdf_key = listed.key)
       AND NOT EXISTS (SELECT 1 FROM application_pdfs WHERE pdf_key = listed.key)`,
    [keys],
  );
  return rows.map((r) => r.key);
}

/** Removes the objects under the app's prefixes last written before `before` that no row names; returns how many. */
export async function removeOrphans(sql: Sql, storage: Storage, before: Date): Promise<number> {
  let removed = 0;
  for (const prefix of objectPrefixes) {
    for await (const page of storage.list(prefix)) {
      const old = page.filter((object) => object.modifiedAt < before).map((object) => object.key);
      if (!old.length) continue;
      const orphans = await unnamed(sql, old);
      await storage.remove(orphans);
      removed += orphans.length;
    }
  }
  return removed;
}

/**
 * Takes the turn of a task that one worker among all should run every `everyMs`: true for the one
 * worker that moved its last run forward, false for every other and until the time has come again.
 */
export async function takeTurn(sql: Sql, task: string, now: Date, everyMs: number): Promise<boolean> {
  const { rows } = await sql.query(
    `INSERT INTO housekeeping_runs (task, ran_at) VALUES ($1, $2)
     ON CONFLICT (task) DO UPDATE SET ran_at = EXCLUDED.ran_at WHERE housekeeping_runs.ran_at <= $3
     RETURNING task`,
    [task, now, new Date(now.getTime() - everyMs)],
  );
  return rows.length > 0;
}

/**
 * Removes objects that no row names any more, or never came to. Should the store fail now, what the
 * database says stands (the student's delete or new upload is done, the job has ended) and the
 * sweep removes the objects later.
 */
export async function removeUnnamed(storage: Storage, keys: readonly string[], log: Log): Promise<void> {
  await storage.remove(keys).catch((err: unknown) => log.warn({ err, objects: keys.length }, "objects left for the orphan sweep"));
}
