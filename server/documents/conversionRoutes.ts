import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { answerLocale } from "../accounts/locale.ts";
import { dateIn } from "../clock.ts";
import { AppError } from "../errors.ts";
import { form } from "../form.ts";
import { studentOf } from "../sessions/authenticate.ts";
import { downloadUrl } from "../storage/downloads.ts";
import { checkUpload } from "./convert/index.ts";
import { deleteDocument } from "./documentAnswerRoutes.ts";
import { enqueue } from "./jobs.ts";
import { removeUnnamed } from "./orphans.ts";
import { documentKey, maxDocumentBytes } from "./questions.ts";
import { conversionMessages } from "./messages.ts";
import { storedMessageIn } from "../storedMessages.ts";
import { lockShownQuestion } from "./shownQuestion.ts";
import { conversionJobKind, conversionOf, conversionPayload, insertConversion, removeDocument } from "./store.ts";
import { isPendingUpload, takeUpload } from "./uploadForms.ts";
import { withinUploadQuota } from "./uploadQuota.ts";

/** How long the link to a converted PDF in a status record works. */
const linkMs = 60 * 60 * 1000;

export interface ConversionRouteOptions {
  /** Called once a job is queued (wakes this process's workers). */
  onQueued: () => void;
}

/**
 * POST, GET and DELETE /api/pdf/document-answer/{key}: start a conversion of an upload the
 * student was issued for this question, read where it stands, remove it.
 */
export async function conversionRoutes(app: FastifyInstance, { onQueued }: ConversionRouteOptions): Promise<void> {
  const { db, storage, clock } = app;

  app.post<{ Params: { key: string }; Body: { file_key: string; file_name: string } }>(
    "/pdf/document-answer/:key",
    {
      schema: {
        body: {
          type: "object",
          required: ["file_key", "file_name"],
          properties: { file_key: { type: "string", maxLength: 1024 }, file_name: { type: "string", maxLength: 1000 } },
        },
      },
    },
    async (request) => {
      const { accountId } = studentOf(request);
      const answerKey = documentKey(request.params.key);
      const { file_key: uploadKey, file_name: name } = request.body;
      await lockShownQuestion(db, accountId, answerKey);
      if (!(await isPendingUpload(db, accountId, answerKey, uploadKey))) throw new AppError("uploadNotFound");
      // Refused before anything changed: the student's earlier document, if any, stays; the form is dead.
      const refuse = async (reason: string): Promise<never> => {
        if (await takeUpload(db, accountId, answerKey, uploadKey, clock.now())) await removeUnnamed(storage, [uploadKey], request.log);
        throw new AppError("documentRefused", { reason: storedMessageIn(reason, answerLocale(request)) });
      };
      // On S3 the first moment the app can count what the student stored (uploadQuota.ts).
      if (!(await withinUploadQuota(db, storage, accountId, answerKey, request.log))) await refuse(conversionMessages.overQuota);
      // One byte past the limit is enough to refuse a file as too large, without reading all of it.
      const bytes = await storage.read(uploadKey, maxDocumentBytes + 1);
      if (!bytes) throw new AppError("uploadNotFound");
      const gate = checkUpload(form, { name, bytes }, { today: dateIn(app.config.timeZone, clock.now()) });
      if (!gate.ok) await refuse(gate.message);
      const id = randomUUID();
      const replaced = await db.transaction(async (tx) => {
        // A question removed or hidden while the file was read gets no conversion.
        await lockShownQuestion(tx, accountId, answerKey);
        if (!(await takeUpload(tx, accountId, answerKey, uploadKey, clock.now()))) throw new AppError("uploadNotFound");
        const old = await removeDocument(tx, accountId, answerKey, clock.now());
        await insertConversion(tx, { id, accountId, answerKey, uploadKey, fileName: name, fileSize: bytes.byteLength }, clock.now());
        await enqueue(tx, conversionJobKind, conversionPayload(id), clock.now());
        return old;
      });
      await removeUnnamed(storage, replaced, request.log);
      onQueued();
      return { status: "UNPROCESSED" };
    },
  );

  app.get<{ Params: { key: string } }>("/pdf/document-answer/:key", async (request) => {
    const { accountId } = studentOf(request);
    const conversion = await conversionOf(db, accountId, documentKey(request.params.key));
    if (!conversion) return { status: "NOT_ANSWERED" };
    const { status, message, pdf_key: pdfKey } = conversion;
    return {
      status,
      ...(status === "COMPLETED" && pdfKey ? { url: downloadUrl(app.config.secret, pdfKey, new Date(clock.now().getTime() + linkMs)) } : {}),
      ...(status === "FAILED" && message ? { message: storedMessageIn(message, answerLocale(request)) } : {}),
    };
  });

  app.delete<{ Params: { key: string } }>("/pdf/document-answer/:key", async (request) => {
    await deleteDocument(app, studentOf(request), documentKey(request.params.key));
    return { status: "NOT_ANSWERED" };
  });
}
