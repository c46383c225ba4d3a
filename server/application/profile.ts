import type { FastifyInstance } from "fastify";
import { answerLocale } from "../accounts/locale.ts";
import { submissionTime } from "../receipt/time.ts";
import { studentOf } from "../sessions/authenticate.ts";
import { documentAnswerSql, isoTime } from "./queries.ts";

/**
 * GET /api/profile: everything the form pages load, in one query; `submission` is the receipt
 * ({reference, submitted_at, submitted_at_text}) once the application is submitted, else null;
 * submitted_at_text is the time in the university's time zone, as the completion page shows it.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.get("/profile", async (request) => {
    const { accountId, username } = studentOf(request);
    const { rows } = await app.db.query(
      `SELECT a.answers AS answer,
         CASE WHEN a.submitted_at IS NULL THEN NULL ELSE json_build_object('reference', a.reference, 'submitted_at', ${isoTime("a.submitted_at")}) END AS submission, ${documentAnswerSql} AS document_answer, a.tabs, a.last_page,
         COALESCE((SELECT json_agg(${isoTime("l.created_at")} ORDER BY l.created_at) FROM logins l WHERE l.account_id = a.account_id), '[]'::json) AS successful_login,
         COALESCE((SELECT json_agg(json_build_object('web_status', w.web_status, 'created_at', ${isoTime("w.created_at")}) ORDER BY w.created_at, w.web_status)
           FROM web_statuses w WHERE w.account_id = a.account_id), '[]'::json) AS web_status
       FROM applications a WHERE a.account_id = $1`,
      [accountId],
    );
    const profile = rows[0] as { submission: { reference: string; submitted_at: string } | null };
    const { submission } = profile;
    return {
      ...profile,
      submission: submission && { ...submission, submitted_at_text: submissionTime(new Date(submission.submitted_at), app.config.timeZone, answerLocale(request)) },
      username,
    };
  });
}
