/**
 * The documents of a removed repeat entry and of the entries that move up: rows are keyed by
 * answer key, so they move with their answers. Object keys are opaque names the rows hold (the
 * question in a key's path is only where the file was first uploaded, and nothing reads it back),
 * so the stored objects move by their rows moving; only the removed entry's objects are deleted.
 */
import type { InstanceRemoval } from "../../engine/index.ts";
import type { Sql } from "../db/types.ts";
import { documentKeys } from "../documents/questions.ts";
import { removeDocuments } from "../documents/store.ts";

/** The tables whose rows belong to one student's document question. */
const keyedTables = ["document_answers", "document_conversions", "document_uploads"] as const;

/**
 * Inside the removal's transaction (the application row locked): removes the removed entry's
 * documents and ends its pending upload forms, then moves each later entry's rows up one place, in
 * order, so a row never lands on a key another still holds. Returns the objects to delete after commit.
 */
export async function moveEntryDocuments(tx: Sql, accountId: string, removal: InstanceRemoval, now: Date): Promise<string[]> {
  const dropped = await removeDocuments(tx, accountId, removal.removed.filter((key) => documentKeys.has(key)), now);
  for (const [to, from] of removal.keys.moves) {
    if (!documentKeys.has(from)) continue;
    for (const table of keyedTables) await tx.query(`UPDATE ${table} SET answer_key = $3 WHERE account_id = $1 AND answer_key = $2`, [accountId, from, to]);
  }
  return dropped;
}
