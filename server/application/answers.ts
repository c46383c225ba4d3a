import type { FastifyInstance } from "fastify";
import { type AnswerValue, answerShapeErrors, applyChanges, changeShapeErrors, groupsRaised } from "../../engine/index.ts";
import { answerLocale, requestWords } from "../accounts/locale.ts";
import { isObject } from "../accounts/forms.ts";
import { dateIn } from "../clock.ts";
import { AppError } from "../errors.ts";
import { form, formIn, ownRulesFormIn, repeatGroups } from "../form.ts";
import { authenticateBy, studentOf } from "../sessions/authenticate.ts";
import { sessionAndApplication, writeChange } from "./answerWrite.ts";
import { clientChanges } from "./changes.ts";
import { sortOlderSave } from "../versions/olderPage.ts";
import { refuseOversized, refuseUnstorable } from "./refusals.ts";

/**
 * PUT /api/answer: the sent answers are a change the engine applies to the saved ones, as the
 * form does: what the change hides is cleared and `_desc` companions are the chosen options'
 * labels, whichever keys the client sent. A key the data model lacks, a value of the wrong type
 * or over its length, a value no option offers (the states of the chosen country, stored or
 * sent) or a date that is no calendar day refuses the whole request and nothing is written
 * (engine answerShapeErrors and changeShapeErrors), as does a request of more keys than the data
 * model has (refusals.ts); nothing is stored once the application is submitted. The change is
 * applied to what the saves before it stored (answerWrite.ts), so two saves at once cannot bring
 * back an answer one of them cleared. A save that fills an entry past those the student has (PUT
 * /api/add-another) comes from a page still showing an entry removed since: it is refused with
 * the 409 a removal from such a page gets. A page still on an older version of the form has what
 * only that version asks set aside, not refused (versions/olderPage.ts).
 */
export async function answerRoutes(app: FastifyInstance): Promise<void> {
  // Its own session check, which reads the application beside the session (answerWrite.ts).
  app.put("/answer", { onRequest: authenticateBy(app, sessionAndApplication(app.db)) }, async (request) => {
    const { accountId } = studentOf(request);
    if (!isObject(request.body)) throw new AppError("invalidRequest", { detail: "the answers must be a JSON object of answer keys" });
    const now = app.clock.now();
    const clock = { today: dateIn(app.config.timeZone, now) };
    const body = request.body as Record<string, AnswerValue | null>;
    refuseOversized(body);
    const { sent, setAside } = await sortOlderSave(app.db, request, body, clock, now);
    // A refusal is worded in the student's language; what is stored (the options' labels in
    // `_desc`) in the form's default one, the office's.
    const locale = answerLocale(request);
    // Each value as sent, by its own key's rules; a state is checked against its country below.
    refuseUnstorable(answerShapeErrors(ownRulesFormIn(locale), sent, clock));
    const changes = clientChanges(sent);
    await writeChange(app.db, request, accountId, ({ answers, add_another }) => {
      const { answers: next, patch } = applyChanges(form, answers, changes);
      if (groupsRaised(repeatGroups.values(), add_another, answers, next).length) throw new AppError("repeatChanged");
      // What depends on other answers (a state among the chosen country's) is checked in them;
      // the rest was checked as sent above, so the stored application is not validated again.
      refuseUnstorable(changeShapeErrors(formIn(locale), next, clock, Object.keys(changes)));
      return patch;
    }, now, clock.today, setAside);
    return { message: requestWords(request).notices.answersSaved };
  });
}
