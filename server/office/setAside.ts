/**
 * An application's version of the form and the answers set aside as its draft moved to later ones
 * (issue 39), as the console's page reports them to the office: each question and chosen option
 * worded by the version the answer was given on, whatever the running form asks today, with why it
 * was set aside and the label of that version.
 */
import { type Answers, type SetAsideReason, documentName, givenAnswerText } from "../../engine/index.ts";
import { receiptTexts } from "../../schema/receipt.ts";
import type { Sql } from "../db/types.ts";
import { currentVersionLabel } from "../versions/current.ts";
import { formOfVersion } from "../versions/forms.ts";
import type { SetAsideEntry } from "../versions/setAside.ts";

/** One line of the console's set-aside answers. */
export interface SetAsideLine {
  key: string;
  /** The question as the version it was given on labelled it (in a repeat group, with its entry). */
  question: string;
  /** The answer as given: for a choice, that version's label of the option chosen. */
  answer: string;
  reason: SetAsideReason;
  /** The label of the version it was given on. */
  version: string;
  /** When it was set aside (ISO). */
  at: string;
}

export interface ApplicationVersion {
  /** The label of the version the application is read with: the one it was submitted on, a draft's own. */
  formVersion: string;
  /** Oldest first. */
  setAside: SetAsideLine[];
}

/** The version of application `id` and its set-aside answers; null for no application. */
export async function applicationVersion(db: Sql, id: string): Promise<ApplicationVersion | null> {
  const { rows } = await db.query<{ answers: Answers; label: string | null; entries: { entry: SetAsideEntry; label: string }[] }>(
    `SELECT a.answers, v.label,
       COALESCE((SELECT json_agg(json_build_object('entry', e.entry, 'label', g.label) ORDER BY e.n)
         FROM jsonb_array_elements(a.set_aside) WITH ORDINALITY AS e(entry, n)
         JOIN form_versions g ON g.id = e.entry->>'version'), '[]') AS entries
     FROM applications a LEFT JOIN form_versions v ON v.id = COALESCE(a.submitted_version, a.form_version)
     WHERE a.account_id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const given = new Set(row.entries.map(({ entry }) => `${entry.version}\n${entry.key}`));
  const setAside: SetAsideLine[] = [];
  for (const { entry, label } of row.entries) {
    const form = await formOfVersion(db, entry.version);
    // A choice's _desc companion holds the option's label, which the choice's own line gives.
    const described = form.keys.get(entry.key)?.companionOf;
    if (described && given.has(`${entry.version}\n${described}`)) continue;
    setAside.push({
      key: entry.key,
      question: documentName(form, entry.key, row.answers, receiptTexts.documentName),
      answer: givenAnswerText(form, entry.key, entry.value),
      reason: entry.reason,
      version: label,
      at: entry.at,
    });
  }
  // An application of no recorded version is read with the running one, as server/versions/forms.ts reads it.
  return { formVersion: row.label ?? currentVersionLabel, setAside };
}
