import { keyedHash, randomCode, signedWithOneOf } from "../crypto.ts";
import type { Sql } from "../db/types.ts";

/** A confirmation code lasts 24 hours and allows 5 wrong tries; a resend starts over. */
export const codeLifetimeMs = 24 * 60 * 60 * 1000;
export const maxWrongTries = 5;

const codeHash = (secret: string, accountId: string, code: string): string => keyedHash(secret, `confirm:${accountId}`, code);

/** Issues a new code for an account (replacing any earlier one) and returns it for the mail. */
export async function issueCode(tx: Sql, secret: string, accountId: string, now: Date): Promise<string> {
  const code = randomCode();
  await tx.query(
    `INSERT INTO confirmation_codes (account_id, code_hash, expires_at, wrong_tries) VALUES ($1, $2, $3, 0)
     ON CONFLICT (account_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, wrong_tries = 0`,
    [accountId, codeHash(secret, accountId, code), new Date(now.getTime() + codeLifetimeMs)],
  );
  return code;
}

export type CodeCheck = "ok" | "wrong" | "expired" | "locked";

/** Checks a code typed for an account (hashed with one of `secrets`), counting a wrong one. Runs inside the confirm transaction. */
export async function checkCode(tx: Sql, secrets: readonly string[], accountId: string, code: string, now: Date): Promise<CodeCheck> {
  const { rows } = await tx.query<{ code_hash: string; expires_at: Date; wrong_tries: number }>(
    "SELECT code_hash, expires_at, wrong_tries FROM confirmation_codes WHERE account_id = $1 FOR UPDATE",
    [accountId],
  );
  const row = rows[0];
  if (!row) return "wrong";
  if (row.wrong_tries >= maxWrongTries) return "locked";
  if (new Date(row.expires_at).getTime() <= now.getTime()) return "expired";
  if (signedWithOneOf(secrets, row.code_hash, (secret) => codeHash(secret, accountId, code))) return "ok";
  await tx.query("UPDATE confirmation_codes SET wrong_tries = wrong_tries + 1 WHERE account_id = $1", [accountId]);
  return "wrong";
}
