import type { FastifyInstance } from "fastify";
import type { Student } from "../decorators.ts";
import { studentOf } from "../sessions/authenticate.ts";
import { removeUnnamed } from "./orphans.ts";
import { documentKey } from "./questions.ts";
import { documentAnswersOf, lockOpenApplication, removeDocument } from "./store.ts";

/**
 * GET /api/document-answer and DELETE /api/document-answer/{key}: the student's converted
 * documents, {key: {file_name, file_size}}. A document answer and its conversion go together
 * (the PDF is the conversion's), so either DELETE removes both, and clears the answer.
 */
export async function documentAnswerRoutes(app: FastifyInstance): Promise<void> {
  app.get("/document-answer", async (request) => documentAnswersOf(app.db, studentOf(request).accountId));

  app.delete<{ Params: { key: string } }>("/document-answer/:key", async (request) => {
    const student = studentOf(request);
    await deleteDocument(app, student, documentKey(request.params.key));
    return documentAnswersOf(app.db, student.accountId);
  });
}

/** Removes a student's document for a question (refused once submitted), then its objects. */
export async function deleteDocument(app: FastifyInstance, { accountId }: Student, answerKey: string): Promise<void> {
  const removed = await app.db.transaction(async (tx) => {
    await lockOpenApplication(tx, accountId);
    return removeDocument(tx, accountId, answerKey, app.clock.now());
  });
  await removeUnnamed(app.storage, removed, app.log);
}
