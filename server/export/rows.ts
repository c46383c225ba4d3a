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
}

/** Rows per query: small enough to hold, large enough that 50,000 take a hundred queries. */
export const exportBatchSize = 500;

/** The row's submission time as the database holds it (microseconds), to continue after it exactly. */
interface Row extends SubmittedApplication {
  cursor: string;
}

/** `filter`: the office console's list filters (office/list.ts), which narrow the submitted applications further. */
export async function* submittedApplications(db: Sql, { since, filter = {}, batchSize = exportBatchSize }: { since?: Date; filter?: ListFilter; batchSize?: number }): AsyncGenerator<SubmittedApplication[]> {
  let after: { cursor: string; id: string } | undefined;
  const narrowed = filterSql(filter, 5);
  for (;;) {
    const { rows } = await db.query<Row>(
      `SELECT a.account_id, a.reference, u.username, ${isoTime("a.submitted_at")} AS submitted_at, a.submitted_at::text AS cursor, a.answers, a.add_another,
         COALESCE((SELECT json_object_agg(d.answer_key, d.file_name) FROM document_answers d WHERE d.account_id = a.account_id), '{}'::json) AS documents
       FROM applications a JOIN accounts u ON u.id = a.account_id
       WHERE a.submitted_at IS NOT NULL AND ($1::timestamptz IS NULL OR a.submitted_at > $1::timestamptz)
         AND ($2::timestamptz IS NULL OR (a.submitted_at, a.account_id) > ($2::timestamptz, $3::uuid)) AND ${narrowed.where}
       ORDER BY a.submitted_at, a.account_id LIMIT $4`,
      [since ?? null, after?.cursor ?? null, after?.id ?? null, batchSize, ...narrowed.params],
    );
    const last = rows.at(-1);
    if (last) yield rows;
    if (!last || rows.length < batchSize) return;
    after = { cursor: last.cursor, id: last.account_id };
  }
}
