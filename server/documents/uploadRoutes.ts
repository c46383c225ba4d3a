import type { FastifyInstance } from "fastify";
import { studentOf } from "../sessions/authenticate.ts";
import { uploadObjectKey } from "./objectKeys.ts";
import { removeUnnamed } from "./orphans.ts";
import { documentKey, maxDocumentBytes } from "./questions.ts";
import { lockOpenApplication, recordUpload } from "./store.ts";

/** How long a browser has to start its upload once it has the form. */
const uploadWindowSeconds = 15 * 60;

/**
 * POST /api/presigned-url {answer_key}: a form to upload one file for one document question,
 * straight to storage. The object key is the student's and the question's, with a random part;
 * the policy itself limits the size. The key is recorded, so only this student can convert it.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { answer_key: string } }>(
    "/presigned-url",
    { schema: { body: { type: "object", required: ["answer_key"], properties: { answer_key: { type: "string", maxLength: 200 } } } } },
    async (request) => {
      const { accountId } = studentOf(request);
      const answerKey = documentKey(request.body.answer_key);
      await lockOpenApplication(app.db, accountId);
      const objectKey = uploadObjectKey(accountId, answerKey);
      const form = await app.storage.presignPost(objectKey, { maxBytes: maxDocumentBytes, expiresInSeconds: uploadWindowSeconds });
      const displaced = await app.db.transaction((tx) => recordUpload(tx, accountId, answerKey, objectKey, app.clock.now()));
      await removeUnnamed(app.storage, displaced, request.log);
      return form;
    },
  );
}
