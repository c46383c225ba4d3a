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

export type CodeCheck = "ok" | "wrong" | "expired" | "locked" | "confirmed";

interface CodeRow {
  id: string | null;
  confirmed_at: Date | null;
  code_hash: string | null;
  expires_at: Date | null;
  wrong_tries: number | null;
}

/** Stands in for the code of an address without one, so every check hashes the typed code once. */
const noCode = "no code was sent to this address";

/**
 * Checks a code typed for `username`, counting a wrong one, and confirms the account on the right
 * one. Runs inside the confirm transaction.
 *
 * Anyone may type any address, so only someone who typed the address's code (its mailbox's owner)
 * learns more than "wrong": that the account is already confirmed (its code is kept for this),
 * that its code expired, or that it is locked by wrong tries. An unknown address, a pending one
 * and a confirmed one all answer "wrong" to a wrong code, after the same queries and hashing.
 */
export async function checkCode(tx: Sql, secrets: readonly string[], username: string, code: string, now: Date): Promise<CodeCheck> {
  const { rows } = await tx.query<CodeRow>(
    `SELECT a.id, a.confirmed_at, c.code_hash, c.expires_at, c.wrong_tries
     FROM accounts a LEFT JOIN confirmation_codes c ON c.account_id = a.id
     WHERE a.username = $1 FOR UPDATE OF a`,
    [username],
  );
  const row = rows[0];
  const accountId = row?.id ?? null;
  const stored = row?.code_hash ?? noCode;
  if (!signedWithOneOf(secrets, stored, (secret) => codeHash(secret, accountId ?? "", code)) || !row?.code_hash || !accountId) {
    // Run for every address, matching a row or none.
    await tx.query("UPDATE confirmation_codes SET wrong_tries = wrong_tries + 1 WHERE account_id = $1", [accountId]);
    return "wrong";
  }
  if (row.confirmed_at) return "confirmed";
  if ((row.wrong_tries ?? 0) >= maxWrongTries) return "locked";
  if (new Date(row.expires_at ?? 0).getTime() <= now.getTime()) return "expired";
  await tx.query("UPDATE accounts SET confirmed_at = $2 WHERE id = $1", [accountId, now]);
  return "ok";
}
