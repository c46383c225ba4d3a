/**
 * The submitted applications, oldest submission first, read in batches by keyset on
 * (submitted_at, account_id): each batch starts after the last row of the one before, so memory
 * holds one batch whatever the count, and an application submitted during the export is either
 * taken once or not at all (never twice). Drafts (submitted_at null) are never read.
 */
import type { Answers } from "../../engine/index.ts";
import { isoTime } from "../application/queries.ts";
import type { Sql } from "../db/types.ts";
import { type ListFilter, filterSql } from "../office/list.ts";
import type { SetAsideEntry } from "../versions/setAside.ts";

export interface SubmittedApplication {
  account_id: string;
  reference: string;
  username: string;
  /** ISO 8601, UTC, milliseconds. */
  submitted_at: string;
  answers: Answers;
  /** Entries of each repeat group, by its id; a group absent here has its one entry. */
  add_another: Record<string, number>;
  /** The uploaded file's name by document question. */
  documents: Record<string, string>;
  /** The id of the version of the form it was submitted on; null if it was stored before versions were. */
  version: string | null;
  /** The answers set aside as it moved from an older version, oldest first (migration 170). */
  set_aside: SetAsideEntry[];
}

/**
 * The applications an export takes, as SQL over applications `a` (its parameters numbered from
 * `first`): submitted after `since`, narrowed by the office's filter. Drafts are never taken.
 */
export function exportedSql({ since, filter = {} }: { since?: Date; filter?: ListFilter }, first = 1): { where: string; params: unknown[] } {
  const narrowed = filterSql(filter, first + 1);
  return { where: `a.submitted_at IS NOT NULL AND ($${first}::timestamptz IS NULL OR a.submitted_at > $${first}::timestamptz) AND ${narrowed.where}`, params: [since ?? null, ...narrowed.params] };
}

/**
 * The version an application is read with: the one it was submitted on (a submitted application
 * never moves), else the one its answers are on.
 */
export const versionSql = "COALESCE(a.submitted_version, a.form_version)";

/** Rows per query: small enough to hold, large enough that 50,000 take a hundred queries. */
export const exportBatchSize = 500;

/** The row's submission time as the database holds it (microseconds), to continue after it exactly. */
interface Row extends SubmittedApplication {
  cursor: string;
}

/** `filter`: the office console's list filters (office/list.ts), which narrow the submitted applications further. */
export async function* submittedApplications(db: Sql, { since, filter = {}, batchSize = exportBatchSize }: { since?: Date; filter?: ListFilter; batchSize?: number }): AsyncGenerator<SubmittedApplication[]> {
  let after: { cursor: string; id: string } | undefined;
  const exported = exportedSql({ ...(since ? { since } : {}), filter }, 4);
  for (;;) {
    const { rows } = await db.query<Row>(
      `SELECT a.account_id, a.reference, u.username, ${isoTime("a.submitted_at")} AS submitted_at, a.submitted_at::text AS cursor, a.answers, a.add_another,
         COALESCE((SELECT json_object_agg(d.answer_key, d.file_name) FROM document_answers d WHERE d.account_id = a.account_id), '{}'::json) AS documents,
         ${versionSql} AS version, a.set_aside
       FROM applications a JOIN accounts u ON u.id = a.account_id
       WHERE ($1::timestamptz IS NULL OR (a.submitted_at, a.account_id) > ($1::timestamptz, $2::uuid)) AND ${exported.where}
       ORDER BY a.submitted_at, a.account_id LIMIT $3`,
      [after?.cursor ?? null, after?.id ?? null, batchSize, ...exported.params],
    );
    const last = rows.at(-1);
    if (last) yield rows;
    if (!last || rows.length < batchSize) return;
    after = { cursor: last.cursor, id: last.account_id };
  }
}
