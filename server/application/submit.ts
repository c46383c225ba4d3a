import type { FastifyInstance } from "fastify";
import { type Answers, applyChanges, validateAnswers, webStatuses } from "../../engine/index.ts";
import { dateIn } from "../clock.ts";
import { AppError } from "../errors.ts";
import { form } from "../form.ts";
import { notices } from "../notices.ts";
import { studentOf } from "../sessions/authenticate.ts";
import { addWebStatuses } from "./queries.ts";

/**
 * POST /api/submit: every answer checked with the engine against the schema, on the date in the
 * university's time zone; refused with the per-key errors, else the application is closed. What
 * the office receives is what the form shows: saves clear what they hide, and answers a row kept
 * from before they did are cleared here, as the engine clears them. The row lock orders it with
 * saves: a save that waited finds the application submitted.
 */
export async function submitRoutes(app: FastifyInstance): Promise<void> {
  app.post("/submit", async (request) => {
    const { accountId } = studentOf(request);
    const now = app.clock.now();
    await app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ answers: Answers; submitted_at: Date | null }>(
        "SELECT answers, submitted_at FROM applications WHERE account_id = $1 FOR UPDATE",
        [accountId],
      );
      const application = rows[0];
      if (!application) throw new AppError("sessionInvalid");
      if (!application.submitted_at) {
        const { answers, patch } = applyChanges(form, application.answers, {});
        const errors = validateAnswers(form, answers, { today: dateIn(app.config.timeZone, now) });
        if (Object.keys(errors).length) throw new AppError("applicationIncomplete", {}, { errors });
        await tx.query("UPDATE applications SET submitted_at = $2, answers = answers || $3::jsonb WHERE account_id = $1", [accountId, now, JSON.stringify(patch)]);
      }
      // Every status up to submitted, so the count of distinct statuses reads "submitted"
      // even when the app never posted the earlier ones; a second submit adds nothing.
      await addWebStatuses(tx, accountId, webStatuses, now);
    });
    return { message: notices.submitted };
  });
}
