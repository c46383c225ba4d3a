import type { Sql } from "../db/types.ts";
import { accountIdOf } from "./links.ts";

/**
 * Links are bearer credentials that outlive a logout, so staff can withdraw those of one account
 * (a link sent to the wrong person, a student who asks): every service and temporary-answer link
 * issued for it at or before `now` is refused from then on (migration 060). Links made afterwards
 * work. Returns false when there is no such account.
 */
export async function revokeLinks(sql: Sql, username: string, now: Date): Promise<boolean> {
  const id = await accountIdOf(sql, username);
  if (!id) return false;
  // Never earlier than a revocation already made (a staff machine whose clock is behind).
  await sql.query("UPDATE accounts SET links_valid_after = GREATEST(links_valid_after, $2) WHERE id = $1", [id, now]);
  return true;
}

/** Whether a link issued at `issuedAt` for an account whose links were revoked up to `validAfter` (null: never) still works. */
export const notRevoked = (issuedAt: Date, validAfter: Date | null): boolean => validAfter === null || issuedAt.getTime() > new Date(validAfter).getTime();

/** Whether a service link issued at `issuedAt` for this account still works (false when there is no such account). */
export async function serviceLinkValid(sql: Sql, accountId: string, issuedAt: Date): Promise<boolean> {
  const { rows } = await sql.query<{ links_valid_after: Date | null }>("SELECT links_valid_after FROM accounts WHERE id = $1", [accountId]);
  return rows[0] !== undefined && notRevoked(issuedAt, rows[0].links_valid_after);
}
