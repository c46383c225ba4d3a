import { documentAnswerSql, isoTime } from "../application/queries.ts";
import type { Sql } from "../db/types.ts";
import { submissionTime } from "../receipt/time.ts";
import { currentVersionId, currentVersionLabel } from "../versions/current.ts";
import type { FormSnapshot } from "../versions/snapshot.ts";
import { defaultLocale } from "../../schema/partner.ts";

/** Where an application stands, for the status block at the top of the print view. */
export interface ServiceStatus {
  status: "submitted" | "draft";
  /** ISO time of the submit, or null for a draft. */
  submitted_at: string | null;
  /** The same in the university's time zone, as people read it (absent when the caller gave no zone). */
  submitted_at_text?: string | null;
  reference: string | null;
  /** The student's e-mail address: their username. */
  email: string;
  /** The application's stable id (applications.account_id), the one the export gives. */
  application_id: string;
  /** The label of the version of the form the application is read with (partner.json formVersion). */
  form_version: string;
}

/** One application as the read-only print view loads it (GET /service/tmp-pdf, spec section 7). */
export interface ServiceApplication {
  answer: Record<string, unknown>;
  add_another: Record<string, unknown>;
  /** {answer key: {file_name, file_size}} */
  document_answer: Record<string, unknown>;
  tabs: Record<string, unknown>;
  status: ServiceStatus;
  /**
   * The version of the form the application was submitted on (a draft: the one it is on), when it
   * is not the one the server runs: the print view draws it with that version's questions, options
   * and words (issue 39). Absent, the app's own form is the application's.
   */
  form?: FormSnapshot;
}

/**
 * The print view's data for an account, or null when there is none. The service route answers
 * it, and the application PDF's renderer hands the same to the print view it prints. With the
 * university's time zone (APP_TIME_ZONE), the submission time is also written out in it, as
 * `locale` writes times: the office's language, or the student's for the PDF printed for them.
 */
export async function serviceApplication(sql: Sql, accountId: string, timeZone: string, locale = defaultLocale): Promise<ServiceApplication | null> {
  const { rows } = await sql.query<
    Omit<ServiceApplication, "status" | "form"> & { submitted_at: string | null; reference: string | null; email: string; label: string | null; form: FormSnapshot | null }
  >(
    `SELECT a.answers AS answer, a.add_another, ${documentAnswerSql} AS document_answer, a.tabs,
       ${isoTime("a.submitted_at")} AS submitted_at, a.reference, c.username AS email,
       v.label, CASE WHEN v.id <> $2 THEN v.definition END AS form
     FROM applications a JOIN accounts c ON c.id = a.account_id
     LEFT JOIN form_versions v ON v.id = COALESCE(a.submitted_version, a.form_version)
     WHERE a.account_id = $1`,
    [accountId, currentVersionId],
  );
  const row = rows[0];
  if (!row) return null;
  const { submitted_at, reference, email, label, form, ...application } = row;
  // An application of no recorded version is read with the running one, as server/versions/forms.ts reads it.
  const status: ServiceStatus = { status: submitted_at ? "submitted" : "draft", submitted_at, reference, email, application_id: accountId, form_version: label ?? currentVersionLabel };
  if (timeZone) status.submitted_at_text = submitted_at ? submissionTime(new Date(submitted_at), timeZone, locale) : null;
  return form ? { ...application, status, form } : { ...application, status };
}
