/**
 * One application as the console's page shows it: the list's row, its documents (named as the
 * PDF's separators name them), what happened to it and when, whether its PDF is built, and the
 * version of the form it is read with, with the answers set aside as it moved between versions.
 */
import type { Answers } from "../../engine/index.ts";
import { defaultLocale } from "../../schema/partner.ts";
import { isoTime } from "../application/queries.ts";
import { currentPdfBuilt } from "../applicationPdf/current.ts";
import { documentTitle } from "../applicationPdf/documentTitles.ts";
import type { Sql } from "../db/types.ts";
import { documentKeys } from "../documents/questions.ts";
import { type ListRow, officeTerms, rowColumns, withTermLabels } from "./list.ts";
import { isId } from "./params.ts";
import { type ApplicationVersion, applicationVersion } from "./setAside.ts";

export interface ApplicationDocument {
  /** The conversion's id, for GET /staff-api/applications/:id/documents/:documentId. */
  id: string;
  answerKey: string;
  /** "College/University 2: Lansing Community College, Unofficial Transcript", as the PDF's separator. */
  title: string;
  /** The title of the form page that asks it. */
  page: string;
  fileName: string;
  status: "UNPROCESSED" | "IN_PROGRESS" | "COMPLETED" | "FAILED";
  message: string | null;
}

/** In the order they happen (ties, as in tests, kept in that order): created, confirmed (the e-mail), signed-in (each student sign-in), started and validating (web statuses the app posted), submitted. */
export type HistoryEvent = "created" | "confirmed" | "signed-in" | "started" | "validating" | "submitted";

export interface ApplicationPage extends ApplicationVersion {
  application: ListRow;
  documents: ApplicationDocument[];
  /** Oldest first. */
  history: { event: HistoryEvent; at: string }[];
  pdf: { available: boolean };
}

/** Sign-ins kept in the history: the latest this many. */
const signInsShown = 50;


/** The list's row of one application, or null for none. */
export async function applicationRow(db: Sql, id: string, now: Date): Promise<ListRow | null> {
  if (!isId(id)) return null;
  const { rows } = await db.query<Omit<ListRow, "termLabel">>(`SELECT ${rowColumns} FROM applications a WHERE a.account_id = $1`, [id]);
  return withTermLabels(rows, officeTerms(now))[0] ?? null;
}

const formOrder = [...documentKeys];

async function documentsOf(db: Sql, id: string): Promise<ApplicationDocument[]> {
  const [{ rows }, answers] = await Promise.all([
    db.query<{ id: string; answer_key: string; file_name: string; status: ApplicationDocument["status"]; message: string | null }>(
      "SELECT id, answer_key, file_name, status, message FROM document_conversions WHERE account_id = $1",
      [id],
    ),
    db.query<{ answers: Answers }>("SELECT answers FROM applications WHERE account_id = $1", [id]),
  ]);
  const given = answers.rows[0]?.answers ?? {};
  return rows
    .sort((a, b) => formOrder.indexOf(a.answer_key) - formOrder.indexOf(b.answer_key))
    .map((row) => {
      const { title, page } = documentTitle({ answerKey: row.answer_key, pdfKey: "", fileName: row.file_name }, given, defaultLocale);
      return { id: row.id, answerKey: row.answer_key, title, page, fileName: row.file_name, status: row.status, message: row.message };
    });
}

async function historyOf(db: Sql, id: string): Promise<ApplicationPage["history"]> {
  const { rows } = await db.query<{ event: HistoryEvent; at: string }>(
    `SELECT event, ${isoTime("at")} AS at FROM (
       SELECT 'created' AS event, created_at AS at, 0 AS step FROM accounts WHERE id = $1
       UNION ALL SELECT 'confirmed', confirmed_at, 1 FROM accounts WHERE id = $1 AND confirmed_at IS NOT NULL
       UNION ALL (SELECT 'signed-in', created_at, 2 FROM logins WHERE account_id = $1 ORDER BY created_at DESC LIMIT ${signInsShown})
       UNION ALL SELECT web_status, created_at, CASE web_status WHEN 'started' THEN 3 ELSE 4 END FROM web_statuses WHERE account_id = $1 AND web_status IN ('started', 'validating')
       UNION ALL SELECT 'submitted', submitted_at, 5 FROM applications WHERE account_id = $1 AND submitted_at IS NOT NULL
     ) h ORDER BY h.at, h.step`,
    [id],
  );
  return rows;
}

export async function applicationPage(db: Sql, id: string, { now, timeZone, layout }: { now: Date; timeZone: string; layout: string }): Promise<ApplicationPage | null> {
  const application = await applicationRow(db, id, now);
  if (!application) return null;
  const [documents, history, available, version] = await Promise.all([documentsOf(db, id), historyOf(db, id), currentPdfBuilt(db, timeZone, layout, id), applicationVersion(db, id)]);
  if (!version) return null;
  return { application, documents, history, pdf: { available }, ...version };
}
