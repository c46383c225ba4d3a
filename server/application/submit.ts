import type { FastifyInstance } from "fastify";
import { type Answers, applyChanges, validateAnswers, webStatuses } from "../../engine/index.ts";
import { answerLocale, requestWords } from "../accounts/locale.ts";
import { dateIn } from "../clock.ts";
import { conversionInFlight } from "../documents/store.ts";
import { AppError } from "../errors.ts";
import { form, formIn } from "../form.ts";
import { studentOf } from "../sessions/authenticate.ts";
import type { Sql } from "../db/types.ts";
import { enqueueSubmissionMails } from "../receipt/mailJob.ts";
import { submissionTime } from "../receipt/time.ts";
import { lockCurrentDraft } from "../versions/moveDraft.ts";
import { addWebStatuses } from "./queries.ts";
import { newReference } from "./reference.ts";

/**
 * Closes the application: the time, the engine's last clearing, the version of the form its
 * answers are on (which the submit moved it to, versions/moveDraft.ts), and a reference no other
 * application has (drawn again when one is taken; the unique column stays the guard against two
 * submits drawing the same one at the same moment). Returns the reference.
 */
export async function closeApplication(tx: Sql, accountId: string, now: Date, patch: object, draw: () => string = newReference): Promise<string> {
  for (;;) {
    const reference = draw();
    const { rows } = await tx.query(
      `UPDATE applications SET submitted_at = $2, reference = $4, answers = answers || $3::jsonb, submitted_version = form_version
       WHERE account_id = $1 AND NOT EXISTS (SELECT 1 FROM applications taken WHERE taken.reference = $4) RETURNING 1`,
      [accountId, now, JSON.stringify(patch), reference],
    );
    if (rows.length) return reference;
  }
}

/**
 * POST /api/submit: every answer checked with the engine against the schema, on the date in the
 * university's time zone; refused with the per-key errors, else the application is closed. What
 * the office receives is what the form shows: saves clear what they hide, and answers a row kept
 * from before they did are cleared here, as the engine clears them. The row lock orders it with
 * saves: a save that waited finds the application submitted. A submit waits for the documents on
 * their way, so what it closes holds every file the student uploaded. The submit that closes the
 * application queues its two mails (the student's receipt, the office's notice) in the same
 * transaction: the answer never waits on the mail server, and a later submit queues nothing.
 * `submitted_at_text` is the time in the university's time zone, written by the server so that no
 * browser guesses the zone.
 */
export async function submitRoutes(app: FastifyInstance, { onQueued }: { onQueued: () => void }): Promise<void> {
  app.post("/submit", async (request) => {
    const { accountId } = studentOf(request);
    const now = app.clock.now();
    const today = dateIn(app.config.timeZone, now);
    const receipt = await app.db.transaction(async (tx) => {
      // A draft of an older version of the form is checked and closed on the running one.
      await lockCurrentDraft(tx, accountId, today, now);
      const { rows } = await tx.query<{ answers: Answers; submitted_at: Date | null; reference: string | null }>(
        "SELECT answers, submitted_at, reference FROM applications WHERE account_id = $1 FOR UPDATE",
        [accountId],
      );
      const application = rows[0];
      if (!application) throw new AppError("sessionInvalid");
      let submitted = application.submitted_at && application.reference ? { reference: application.reference, submittedAt: application.submitted_at, closedNow: false } : null;
      if (!submitted) {
        // A document on its way would land in an application already sent, or be dropped unseen;
        // so the student waits a moment (as a tab switch does) and the office gets what was uploaded.
        // Conversions are asked for and end with this row locked, so none slips past the check.
        if (await conversionInFlight(tx, accountId)) throw new AppError("documentConverting");
        const { answers, patch } = applyChanges(form, application.answers, {});
        const errors = validateAnswers(formIn(answerLocale(request)), answers, { today });
        if (Object.keys(errors).length) throw new AppError("applicationIncomplete", {}, { errors });
        submitted = { reference: await closeApplication(tx, accountId, now, patch), submittedAt: now, closedNow: true };
        await enqueueSubmissionMails(tx, accountId, now);
      }
      // Every status up to submitted, so the count of distinct statuses reads "submitted"
      // even when the app never posted the earlier ones; a second submit adds nothing.
      await addWebStatuses(tx, accountId, webStatuses, now);
      return submitted;
    });
    if (receipt.closedNow) onQueued();
    return {
      message: requestWords(request).messages.submitted,
      reference: receipt.reference,
      submitted_at: receipt.submittedAt.toISOString(),
      submitted_at_text: submissionTime(receipt.submittedAt, app.config.timeZone, answerLocale(request)),
    };
  });
}
