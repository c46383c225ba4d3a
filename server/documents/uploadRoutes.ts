import type { FastifyInstance } from "fastify";
import { studentOf } from "../sessions/authenticate.ts";
import { uploadObjectKey } from "./objectKeys.ts";
import { removeUnnamed } from "./orphans.ts";
import { documentKey, maxDocumentBytes } from "./questions.ts";
import { lockShownQuestion } from "./shownQuestion.ts";
import { formLifetimeMs, issueForm, purgeForms } from "./uploadForms.ts";

/**
 * POST /api/presigned-url {answer_key}: a form to upload one file for one document question,
 * straight to storage. The object key is the student's and the question's, with a random part,
 * one per form; the policy itself limits the size. The key is recorded, so only this student can
 * convert it, and the forms a student holds are bounded (uploadForms.ts).
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { answer_key: string } }>(
    "/presigned-url",
    { schema: { body: { type: "object", required: ["answer_key"], properties: { answer_key: { type: "string", maxLength: 200 } } } } },
    async (request) => {
      const { accountId } = studentOf(request);
      const answerKey = documentKey(request.body.answer_key);
      const now = app.clock.now();
      await lockShownQuestion(app.db, accountId, answerKey);
      // The student's forms that are over go first, so that they do not count against the bound.
      await removeUnnamed(app.storage, await purgeForms(app.db, now, accountId), request.log);
      const objectKey = uploadObjectKey(accountId, answerKey);
      const form = await app.storage.presignPost(objectKey, { maxBytes: maxDocumentBytes, expiresInSeconds: formLifetimeMs / 1000 });
      const dropped = await app.db.transaction(async (tx) => {
        // Locked, so that two requests of one student count the forms one after the other, and
        // checked again, so that an entry removed or a tab left meanwhile gets no form.
        await lockShownQuestion(tx, accountId, answerKey);
        return issueForm(tx, accountId, answerKey, objectKey, now);
      });
      // A dropped form is dead: its object goes now (uploadForms.ts says why S3 needs more).
      await removeUnnamed(app.storage, dropped, request.log);
      return form;
    },
  );
}
