/** SQL the application routes share. Timestamps leave as ISO 8601 UTC text. */
import type { Sql } from "../db/types.ts";

export const isoTime = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Document answers of an account, keyed by answer key: {file_name, file_size}. */
export const documentAnswerSql = `COALESCE((SELECT json_object_agg(d.answer_key, json_build_object('file_name', d.file_name, 'file_size', d.file_size))
  FROM document_answers d WHERE d.account_id = a.account_id), '{}'::json)`;

/** The statuses an account went through, oldest first: [{web_status, created_at}]. */
export async function webStatusList(db: Sql, accountId: string): Promise<{ web_status: string; created_at: string }[]> {
  const { rows } = await db.query<{ web_status: string; created_at: string }>(
    `SELECT web_status, ${isoTime("created_at")} AS created_at FROM web_statuses WHERE account_id = $1 ORDER BY created_at, web_status`,
    [accountId],
  );
  return rows;
}

/** Records statuses an account has not had yet; a repeat changes nothing (the count decides the status). */
export async function addWebStatuses(db: Sql, accountId: string, statuses: readonly string[], now: Date): Promise<void> {
  await db.query(
    "INSERT INTO web_statuses (account_id, web_status, created_at) SELECT $1, s, $3 FROM unnest($2::text[]) AS s ON CONFLICT DO NOTHING",
    [accountId, statuses, now],
  );
}
