import type { Sql } from "../db/types.ts";

/**
 * Sends rows to the database as one JSON parameter per batch, which the statement unpacks with
 * jsonb_to_recordset: thousands of rows per round trip, with no limit on bound parameters and
 * the same SQL on PGlite and PostgreSQL. The JSON is the parameter after `leading`.
 */
export async function insertBatches(sql: Sql, statement: string, leading: readonly unknown[], rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await sql.query(statement, [...leading, JSON.stringify(rows.slice(start, start + batchSize))]);
  }
}

const batchSize = 2000;

/**
 * Readies a table after a bulk load. GIN indexes collect new rows in a pending list that every
 * search scans one by one until it is merged (a 50-fold slowdown seen on 40,000 ZIPs), and
 * fresh statistics let the planner use the indexes at all (the trigram one instead of sorting
 * every word).
 */
export async function settle(sql: Sql, table: "lookup_school" | "lookup_zip"): Promise<void> {
  await sql.query(`SELECT gin_clean_pending_list('${table}_words'::regclass)`);
  await sql.query(`ANALYZE ${table}, lookup_word`);
}
