import { randomUUID } from "node:crypto";
import { type AnswerValue, answerShapeErrors, applyChanges } from "../../engine/index.ts";
import { isObject } from "../accounts/forms.ts";
import { clientChanges } from "../application/changes.ts";
import { dateIn } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Sql } from "../db/types.ts";
import { form } from "../form.ts";
import { signToken } from "./signed.ts";

/** How long links last unless the staff member says otherwise. */
export const defaultHours = { service: 24, tmp: 24 * 30 } as const;

const hoursFrom = (now: Date, hours: number): Date => new Date(now.getTime() + hours * 60 * 60 * 1000);

/** The path of the read-only print view of the account a service token names (the app loads it from GET /service/tmp-pdf). */
export const servicePath = (secret: string, accountId: string, expiresAt: Date): string =>
  `/about?${new URLSearchParams({ service_token: signToken(secret, "service", accountId, expiresAt) })}`;

/** A print-view link to one student's application, or null when there is no such account. */
export async function serviceLink(db: Sql, config: Config, username: string, now: Date, hours: number = defaultHours.service): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>("SELECT id FROM accounts WHERE username = $1", [username.toLowerCase()]);
  const id = rows[0]?.id;
  if (!id) return null;
  return `${config.publicUrl}${servicePath(config.secret, id, hoursFrom(now, hours))}`;
}

/**
 * Stores an answer set and returns a link that loads it. The set must be storable answers (the
 * same check as PUT /api/answer); the errors per key are returned otherwise. What is stored is
 * the set as the engine applies it to no answers, as a save would: without what the form hides,
 * with the options' labels as `_desc`.
 */
export async function tmpAnswersLink(
  db: Sql,
  config: Config,
  answers: unknown,
  now: Date,
  hours: number = defaultHours.tmp,
): Promise<{ url: string } | { errors: Record<string, string[]> }> {
  if (!isObject(answers)) return { errors: { "": ["The file must hold one JSON object of answers."] } };
  const sent = answers as Record<string, AnswerValue | null>;
  const errors = answerShapeErrors(form, sent, { today: dateIn(config.timeZone, now) });
  if (Object.keys(errors).length) return { errors };
  const stored = applyChanges(form, {}, clientChanges(sent)).answers;
  const id = randomUUID();
  await db.query("INSERT INTO tmp_answers (id, answers, created_at) VALUES ($1, $2::jsonb, $3)", [id, JSON.stringify(stored), now]);
  const token = signToken(config.secret, "tmp", id, hoursFrom(now, hours));
  return { url: `${config.publicUrl}/about?${new URLSearchParams({ token })}` };
}
