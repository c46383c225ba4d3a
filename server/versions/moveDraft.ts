/**
 * A draft written on an older version of the form moves to the version the server runs as its
 * student comes back, saves or submits (issue 39): the answers the running version still asks and
 * accepts are carried as they were; the others are set aside in the same row (never dropped), so
 * none blocks a submit, and the office still finds them; what the student must answer again or
 * anew is kept for the form pages to tell them (engine draftChanges). A submitted application never
 * moves: it is read with the version it was submitted on.
 */
import { type AddAnotherData, type Answers, type DraftChanges, carryOver, draftChanges, givenAnswerText, mergeDraftChanges } from "../../engine/index.ts";
import type { Sql } from "../db/types.ts";
import { form } from "../form.ts";
import { currentVersionId } from "./current.ts";
import { formOfVersion } from "./forms.ts";
import { setAsideEntries } from "./setAside.ts";

export interface OpenDraft {
  answers: Answers;
  add_another: AddAnotherData;
}

/**
 * The draft of `accountId`, on the running version, locked for the rest of the transaction; null
 * when the application is submitted. `today` is the date rules are checked on, in the university's
 * time zone.
 */
export async function lockCurrentDraft(tx: Sql, accountId: string, today: string, now: Date): Promise<OpenDraft | null> {
  const { rows } = await tx.query<OpenDraft & { form_version: string | null; form_changes: DraftChanges | null }>(
    "SELECT answers, add_another, form_version, form_changes FROM applications WHERE account_id = $1 AND submitted_at IS NULL FOR UPDATE",
    [accountId],
  );
  const draft = rows[0];
  if (!draft) return null;
  if (draft.form_version === currentVersionId || draft.form_version === null) return { answers: draft.answers, add_another: draft.add_another };
  const before = await formOfVersion(tx, draft.form_version);
  const carried = carryOver(before, form, draft.answers, { today });
  const setAside = setAsideEntries(carried.setAside, draft.form_version, now);
  const changes = mergeDraftChanges(draft.form_changes, await withGivenTexts(tx, draft.form_version, draftChanges(before, form, carried)));
  await tx.query(
    `UPDATE applications SET answers = $2::jsonb, set_aside = set_aside || $3::jsonb, form_version = $4, form_changes = $5::jsonb WHERE account_id = $1`,
    [accountId, JSON.stringify(carried.answers), JSON.stringify(setAside), currentVersionId, JSON.stringify(changes)],
  );
  return { answers: carried.answers, add_another: draft.add_another };
}

/** The answers asked again, each with how the version it was given on named it in each of its languages. */
async function withGivenTexts(tx: Sql, version: string, changes: DraftChanges): Promise<DraftChanges> {
  if (!changes.askedAgain.length) return changes;
  const first = await formOfVersion(tx, version);
  const locales = first.definition.partner.locales ?? [first.locale];
  const forms = await Promise.all(locales.map((locale) => formOfVersion(tx, version, locale)));
  const askedAgain = changes.askedAgain.map((item) => ({ ...item, given: Object.fromEntries(forms.map((f) => [f.locale, givenAnswerText(f, item.key, item.value)])) }));
  return { ...changes, askedAgain };
}

/** Moves the draft of `accountId` to the running version if it is on another; one transaction. */
export async function moveDraftIfBehind(db: { transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> }, accountId: string, today: string, now: Date): Promise<void> {
  await db.transaction((tx) => lockCurrentDraft(tx, accountId, today, now));
}
