import type { FastifyInstance } from "fastify";
import { type AnswerValue, answerShapeErrors } from "../../engine/index.ts";
import { isObject } from "../accounts/forms.ts";
import { dateIn } from "../clock.ts";
import { documentKeys } from "../documents/questions.ts";
import { AppError } from "../errors.ts";
import { form } from "../form.ts";
import { notices } from "../notices.ts";
import { studentOf } from "../sessions/authenticate.ts";

/**
 * PUT /api/answer: merges the sent answers (the engine's patch) into the saved ones. A key the
 * data model lacks, a value of the wrong type or over its length refuses the whole request
 * (engine answerShapeErrors); what is accepted is stored in one statement, and not at all once
 * the application is submitted. Document answers are the server's to set (a converted file makes
 * them ANSWERED, a deleted one empties them): a page save that carries them back leaves them as
 * they are, so no client can claim a document it never uploaded.
 */
export async function answerRoutes(app: FastifyInstance): Promise<void> {
  app.put("/answer", async (request) => {
    const { accountId } = studentOf(request);
    if (!isObject(request.body)) throw new AppError("invalidRequest", { detail: "the answers must be a JSON object of answer keys" });
    const patch = request.body as Record<string, AnswerValue | null>;
    const now = app.clock.now();
    const errors = answerShapeErrors(form, patch, { today: dateIn(app.config.timeZone, now) });
    const refused = Object.entries(errors);
    if (refused.length) {
      const detail = refused.map(([key, list]) => `${key}: ${list.join(" ")}`).join(" ");
      throw new AppError("answersRefused", { detail }, { errors });
    }
    // null is how some clients say "empty"; the spec's empty answer is "".
    const stored = Object.fromEntries(Object.entries(patch).filter(([k]) => !documentKeys.has(k)).map(([k, v]) => [k, v ?? ""]));
    const { rows } = await app.db.query(
      "UPDATE applications SET answers = answers || $2::jsonb, updated_at = $3 WHERE account_id = $1 AND submitted_at IS NULL RETURNING 1",
      [accountId, JSON.stringify(stored), now],
    );
    if (!rows.length) throw new AppError("applicationSubmitted");
    return { message: notices.answersSaved };
  });
}
