/** A submitted application as the receipt's e-mails and the service view read it. */
import type { Answers } from "../../engine/index.ts";
import { documentAnswerSql } from "../application/queries.ts";
import type { Sql } from "../db/types.ts";

export interface Submission {
  accountId: string;
  username: string;
  /** The language the student chose (accounts.locale); null: none, the form's default. */
  locale: string | null;
  reference: string;
  submittedAt: Date;
  answers: Answers;
  /** {answer key: {file_name, file_size}} */
  documents: Record<string, { file_name: string; file_size: number }>;
}

/** The account's submitted application, or null when it is not submitted (or not there). */
export async function submissionOf(sql: Sql, accountId: string): Promise<Submission | null> {
  const { rows } = await sql.query<{ username: string; locale: string | null; reference: string; submitted_at: Date; answers: Answers; documents: Submission["documents"] }>(
    `SELECT c.username, c.locale, a.reference, a.submitted_at, a.answers, ${documentAnswerSql} AS documents
     FROM applications a JOIN accounts c ON c.id = a.account_id WHERE a.account_id = $1 AND a.submitted_at IS NOT NULL`,
    [accountId],
  );
  const row = rows[0];
  return row
    ? { accountId, username: row.username, locale: row.locale, reference: row.reference, submittedAt: new Date(row.submitted_at), answers: row.answers, documents: row.documents }
    : null;
}
