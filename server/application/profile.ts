import type { FastifyInstance } from "fastify";
import { answerLocale } from "../accounts/locale.ts";
import { submissionTime } from "../receipt/time.ts";
import { studentOf } from "../sessions/authenticate.ts";
import { dateIn } from "../clock.ts";
import { currentVersionId } from "../versions/current.ts";
import { moveDraftIfBehind } from "../versions/moveDraft.ts";
import { documentAnswerSql, isoTime } from "./queries.ts";

/**
 * GET /api/profile: everything the form pages load, in one query; `submission` is the receipt
 * ({reference, submitted_at, submitted_at_text}) once the application is submitted, else null;
 * submitted_at_text is the time in the university's time zone, as the completion page shows it.
 * A draft on an older version of the form moves to the running one first (versions/moveDraft.ts);
 * `form_changes` is what the form pages tell its student of such moves (null when none, and once
 * submitted).
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.get("/profile", async (request) => {
    const { accountId, username } = studentOf(request);
    const read = () =>
      app.db.query(
        `SELECT a.answers AS answer, a.form_version, CASE WHEN a.submitted_at IS NULL THEN a.form_changes END AS form_changes,
           CASE WHEN a.submitted_at IS NULL THEN NULL ELSE json_build_object('reference', a.reference, 'submitted_at', ${isoTime("a.submitted_at")}) END AS submission, ${documentAnswerSql} AS document_answer, a.tabs, a.last_page,
           COALESCE((SELECT json_agg(${isoTime("l.created_at")} ORDER BY l.created_at) FROM logins l WHERE l.account_id = a.account_id), '[]'::json) AS successful_login,
           COALESCE((SELECT json_agg(json_build_object('web_status', w.web_status, 'created_at', ${isoTime("w.created_at")}) ORDER BY w.created_at, w.web_status)
             FROM web_statuses w WHERE w.account_id = a.account_id), '[]'::json) AS web_status
         FROM applications a WHERE a.account_id = $1`,
        [accountId],
      );
    let { rows } = await read();
    const behind = rows[0] as { form_version: string | null; submission: unknown } | undefined;
    if (behind && behind.submission === null && behind.form_version !== null && behind.form_version !== currentVersionId) {
      const now = app.clock.now();
      await moveDraftIfBehind(app.db, accountId, dateIn(app.config.timeZone, now), now);
      ({ rows } = await read());
    }
    const profile = rows[0] as { form_version?: string | null; submission: { reference: string; submitted_at: string } | null };
    // Which version the answers are on is the server's to know: the student's pages are the running one.
    delete profile.form_version;
    const { submission } = profile;
    return {
      ...profile,
      submission: submission && { ...submission, submitted_at_text: submissionTime(new Date(submission.submitted_at), app.config.timeZone, answerLocale(request)) },
      username,
    };
  });
}
