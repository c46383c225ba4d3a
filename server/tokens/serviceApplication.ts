import { documentAnswerSql } from "../application/queries.ts";
import type { Sql } from "../db/types.ts";

/** One application as the read-only print view loads it (GET /service/tmp-pdf, spec section 7). */
export interface ServiceApplication {
  answer: Record<string, unknown>;
  add_another: Record<string, unknown>;
  /** {answer key: {file_name, file_size}} */
  document_answer: Record<string, unknown>;
  tabs: Record<string, unknown>;
}

/**
 * The print view's data for an account, or null when there is none. The service route answers
 * it, and the application PDF's renderer hands the same to the print view it prints.
 */
export async function serviceApplication(sql: Sql, accountId: string): Promise<ServiceApplication | null> {
  const { rows } = await sql.query<ServiceApplication>(
    `SELECT a.answers AS answer, a.add_another, ${documentAnswerSql} AS document_answer, a.tabs FROM applications a WHERE a.account_id = $1`,
    [accountId],
  );
  return rows[0] ?? null;
}
