import { randomUUID } from "node:crypto";
import type { Sql } from "../db/types.ts";
import { currentVersionId } from "../versions/current.ts";

export interface Account {
  id: string;
  username: string;
  password_hash: string;
  confirmed_at: Date | null;
  /** Raised by each password reset: known-device cookies of an earlier generation are void (knownDevice.ts). */
  device_generation: number;
  /** The language the student chose (locale.ts); null: none, the form's default. */
  locale: string | null;
}

export async function findAccount(db: Sql, username: string, lock = false): Promise<Account | undefined> {
  const { rows } = await db.query<Account>(
    `SELECT id, username, password_hash, confirmed_at, device_generation, locale FROM accounts WHERE username = $1${lock ? " FOR UPDATE" : ""}`,
    [username],
  );
  return rows[0];
}

/**
 * Creates an account and its (empty) application on the form's running version, in the language the visitor chose (if any), or
 * returns undefined when the username is taken: two sign-ups racing for one address leave one account.
 */
export async function insertAccount(tx: Sql, username: string, passwordHash: string, now: Date, locale?: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    "INSERT INTO accounts (id, username, password_hash, created_at, locale) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (username) DO NOTHING RETURNING id",
    [randomUUID(), username, passwordHash, now, locale ?? null],
  );
  const id = rows[0]?.id;
  if (id) await tx.query("INSERT INTO applications (account_id, updated_at, started_version, form_version) VALUES ($1, $2, $3, $3)", [id, now, currentVersionId]);
  return id;
}

export async function setPassword(tx: Sql, accountId: string, passwordHash: string): Promise<void> {
  await tx.query("UPDATE accounts SET password_hash = $2 WHERE id = $1", [accountId, passwordHash]);
}

/** Ends every known-device cookie issued for the account so far; returns the new generation to sign with. */
export async function endKnownDevices(tx: Sql, accountId: string): Promise<number> {
  const { rows } = await tx.query<{ device_generation: number }>("UPDATE accounts SET device_generation = device_generation + 1 WHERE id = $1 RETURNING device_generation", [accountId]);
  const [row] = rows;
  // The caller holds the account's reset link locked; the account cannot be gone.
  if (!row) throw new Error(`account ${accountId} not found`);
  return row.device_generation;
}

/**
 * Confirms an account (a reset link proves the mailbox as a code does). Its code is kept: typed
 * again, it answers "already confirmed" to the one person who has it (codes.ts).
 */
export async function markConfirmed(tx: Sql, accountId: string, now: Date): Promise<void> {
  await tx.query("UPDATE accounts SET confirmed_at = COALESCE(confirmed_at, $2) WHERE id = $1", [accountId, now]);
}

export async function recordLogin(db: Sql, accountId: string, now: Date): Promise<void> {
  await db.query("INSERT INTO logins (account_id, created_at) VALUES ($1, $2)", [accountId, now]);
}
