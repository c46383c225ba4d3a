/**
 * Who and what the PDF's band names on every page: the applicant's legal name, read from the
 * questions the schema marks as the given and family name (their autocomplete tokens, outside any
 * repeat group, so a parent's name is never taken), and the submission's reference and time.
 */
import { type Answers, applicantNameKeys, nameAnswer } from "../../engine/index.ts";
import type { Sql } from "../db/types.ts";
import { form } from "../form.ts";
import { submissionTime } from "../receipt/time.ts";

export interface Applicant {
  /** Given name(s) then family name, as typed; "" when neither is answered. */
  name: string;
  /** For file names: family name first. */
  familyFirst: string[];
  /** Set by submit (application/reference.ts); null for a draft. */
  reference: string | null;
  submittedAt: string | null;
  /** The submission time in the university's time zone, as the receipt writes it; null for a draft. */
  submittedAtText: string | null;
  /** Every answer, for the separators' entry names. */
  answers: Answers;
}

/** The keys of the given and family name answers (the office's list keeps the name beside each application). */
export const nameKeys = applicantNameKeys(form);

/** `timeZone` is the university's (config.timeZone); the submission time is written as `locale` writes times (receipt.json timeFormat). */
export async function applicantOf(sql: Sql, accountId: string, timeZone: string, locale = form.locale): Promise<Applicant | null> {
  const { rows } = await sql.query<{ answers: Answers; reference: string | null; submitted_at: Date | string | null }>(
    "SELECT answers, reference, submitted_at FROM applications WHERE account_id = $1",
    [accountId],
  );
  const row = rows[0];
  if (!row) return null;
  const given = nameAnswer(row.answers, nameKeys.given);
  const family = nameAnswer(row.answers, nameKeys.family);
  const submittedAt = row.submitted_at === null ? null : new Date(row.submitted_at).toISOString();
  return {
    name: [given, family].filter(Boolean).join(" "),
    familyFirst: [family, given].filter(Boolean),
    reference: row.reference,
    submittedAt,
    submittedAtText: row.submitted_at === null ? null : submissionTime(new Date(row.submitted_at), timeZone, locale),
    answers: row.answers,
  };
}
