/**
 * Who and what the PDF's band names on every page: the applicant's legal name, read from the
 * questions the schema marks as the given and family name (their autocomplete tokens, outside any
 * repeat group, so a parent's name is never taken), and the submission's reference and time.
 */
import type { Answers } from "../../engine/index.ts";
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

/** The answer key that the form marks with an autocomplete token, at the top level of the form. */
function keyMarked(token: string): string | undefined {
  for (const info of form.keys.values()) {
    if (!info.scope.group && "autoComplete" in info.node && info.node.autoComplete === token) return info.key;
  }
  return undefined;
}

const givenKey = keyMarked("given-name");
const familyKey = keyMarked("family-name");

/** The keys of the given and family name answers (the office's list keeps the name beside each application). */
export const nameKeys = { given: givenKey, family: familyKey } as const;

const answerOf = (answers: Answers, key: string | undefined): string => {
  const value = key ? answers[key] : undefined;
  return typeof value === "string" ? value.trim() : "";
};

/** `timeZone` is the university's (config.timeZone). */
export async function applicantOf(sql: Sql, accountId: string, timeZone: string): Promise<Applicant | null> {
  const { rows } = await sql.query<{ answers: Answers; reference: string | null; submitted_at: Date | string | null }>(
    "SELECT answers, reference, submitted_at FROM applications WHERE account_id = $1",
    [accountId],
  );
  const row = rows[0];
  if (!row) return null;
  const given = answerOf(row.answers, givenKey);
  const family = answerOf(row.answers, familyKey);
  const submittedAt = row.submitted_at === null ? null : new Date(row.submitted_at).toISOString();
  return {
    name: [given, family].filter(Boolean).join(" "),
    familyFirst: [family, given].filter(Boolean),
    reference: row.reference,
    submittedAt,
    submittedAtText: row.submitted_at === null ? null : submissionTime(new Date(row.submitted_at), timeZone),
    answers: row.answers,
  };
}
