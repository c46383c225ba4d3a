import { randomUUID } from "node:crypto";
import { type AnswerValue, answerShapeErrors, applyChanges } from "../../engine/index.ts";
import { isObject } from "../accounts/forms.ts";
import { clientChanges } from "../application/changes.ts";
import { dateIn } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Sql } from "../db/types.ts";
import { form } from "../form.ts";
import { type TokenKind, signToken } from "./signed.ts";

/** How long links last unless the staff member says otherwise. */
export const defaultHours = { service: 24, tmp: 24 * 30 } as const;

/**
 * The longest a staff member may make them: a link is a bearer credential, so it must run out.
 * A week covers an office's review of an application; 90 days covers a recruiting season's
 * prefilled answers. Past that, make a new link.
 */
export const maxHours = { service: 24 * 7, tmp: 24 * 90 } as const;

const linkNames: Readonly<Record<TokenKind, string>> = { service: "a service link", tmp: "a temporary-answers link" };

/** Why `hours` cannot be a link's lifetime, or null when it can. */
export function hoursProblem(kind: TokenKind, hours: number): string | null {
  if (Number.isFinite(hours) && hours > 0 && hours <= maxHours[kind]) return null;
  return `--hours must be more than 0 and at most ${maxHours[kind]} (${maxHours[kind] / 24} days) for ${linkNames[kind]}`;
}

function lifetime(kind: TokenKind, now: Date, hours: number): { issuedAt: Date; expiresAt: Date } {
  const problem = hoursProblem(kind, hours);
  if (problem) throw new RangeError(problem);
  return { issuedAt: now, expiresAt: new Date(now.getTime() + hours * 60 * 60 * 1000) };
}

/** The id of the account with this username, or null. */
export async function accountIdOf(sql: Sql, username: string): Promise<string | null> {
  const { rows } = await sql.query<{ id: string }>("SELECT id FROM accounts WHERE username = $1", [username.toLowerCase()]);
  return rows[0]?.id ?? null;
}

/** The form's first page in step order, where a link opens the application (derived from the pages, never named). */
const firstPath = `/${form.pages[0]?.id ?? ""}`;

/** The path of the read-only print view of the account a service token names (the app loads it from GET /service/tmp-pdf). */
export const servicePath = (secret: string, accountId: string, times: { issuedAt: Date; expiresAt: Date }): string =>
  `${firstPath}?${new URLSearchParams({ service_token: signToken(secret, "service", accountId, times) })}`;

/** A print-view link to one student's application, or null when there is no such account. Throws a RangeError for hours out of bounds. */
export async function serviceLink(db: Sql, config: Config, username: string, now: Date, hours: number = defaultHours.service): Promise<string | null> {
  const times = lifetime("service", now, hours);
  const id = await accountIdOf(db, username);
  return id ? `${config.publicUrl}${servicePath(config.secret, id, times)}` : null;
}

/**
 * Stores an answer set and returns a link that loads it. The set must be storable answers (the
 * same check as PUT /api/answer); the errors per key are returned otherwise. What is stored is
 * the set as the engine applies it to no answers, as a save would: without what the form hides,
 * with the options' labels as `_desc`. `accountId` names the account it was made for, whose
 * revoke-links then reaches it. Throws a RangeError for hours out of bounds.
 */
export async function tmpAnswersLink(
  db: Sql,
  config: Config,
  answers: unknown,
  now: Date,
  hours: number = defaultHours.tmp,
  accountId: string | null = null,
): Promise<{ url: string } | { errors: Record<string, string[]> }> {
  const times = lifetime("tmp", now, hours);
  if (!isObject(answers)) return { errors: { "": ["The file must hold one JSON object of answers."] } };
  const sent = answers as Record<string, AnswerValue | null>;
  const errors = answerShapeErrors(form, sent, { today: dateIn(config.timeZone, now) });
  if (Object.keys(errors).length) return { errors };
  const stored = applyChanges(form, {}, clientChanges(sent)).answers;
  const id = randomUUID();
  await db.query("INSERT INTO tmp_answers (id, answers, created_at, account_id) VALUES ($1, $2::jsonb, $3, $4)", [id, JSON.stringify(stored), now, accountId]);
  const token = signToken(config.secret, "tmp", id, times);
  return { url: `${config.publicUrl}${firstPath}?${new URLSearchParams({ token })}` };
}
