/**
 * POST /storage/upload: the embedded storage's side of a presigned POST, answering as S3 does
 * (XML errors with S3's codes), so the browser's upload code cannot tell the drivers apart. The
 * policy is checked before anything is written: signature, expiry, key, size. Then, unlike S3, the
 * app's record of its forms: a form posts one file, only while the app has not dropped it, and
 * within the student's quota (documents/uploadForms.ts).
 */
import type { FastifyError, FastifyInstance } from "fastify";
import { AppError, type ErrorCode, errorMessage } from "../errors.ts";
import { officeWords } from "../words.ts";
import { type EmbeddedStorage, uploadPath } from "./embedded.ts";
import { boundaryOf, parseMultipart } from "./multipart.ts";
import { verifyPolicy } from "./policy.ts";
import type { UploadForms } from "./types.ts";

export interface UploadRouteOptions {
  storage: EmbeddedStorage;
  /** The largest file any policy the app issues allows. */
  maxUploadBytes: number;
  forms: UploadForms;
}

const s3Codes: Partial<Record<ErrorCode, string>> = {
  uploadMalformed: "MalformedPOSTRequest",
  uploadSignatureMismatch: "SignatureDoesNotMatch",
  uploadPolicyExpired: "AccessDenied",
  uploadPolicyCondition: "AccessDenied",
  uploadTooLarge: "EntityTooLarge",
  uploadTooSmall: "EntityTooSmall",
};

const malformed = (detail: string): AppError => new AppError("uploadMalformed", { detail });

/** The refusal to answer, or null for a failure of the server's own. */
function refusalOf(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  // Larger than any policy the app issues allows, so too large whatever the policy says.
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return new AppError("uploadTooLarge");
  // Any other body Fastify could not take (another media type, broken JSON) is the sender's mistake.
  if (error instanceof SyntaxError || (error.statusCode ?? 500) < 500) return malformed("it must be multipart/form-data");
  return null;
}

const xmlText = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function embeddedUploadRoute(app: FastifyInstance, { storage, maxUploadBytes, forms }: UploadRouteOptions): Promise<void> {
  // Here only (this plugin's scope): nowhere else does the app take multipart bodies.
  app.addContentTypeParser("multipart/form-data", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    uploadPath,
    {
      // Room for a file somewhat over the limit, so that the policy itself refuses it (as S3 does);
      // a body past this is over every policy, and refused as too large without being read.
      bodyLimit: 2 * maxUploadBytes,
      errorHandler: async (error: FastifyError, request, reply) => {
        const known = refusalOf(error);
        if (!known) request.log.error({ err: error }, "unexpected failure");
        const status = known?.statusCode ?? 500;
        const code = known ? (s3Codes[known.code] ?? (status === 403 ? "AccessDenied" : "InvalidRequest")) : "InternalError";
        const message = known?.message ?? errorMessage("unexpected", {}, officeWords);
        const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlText(message)}</Message><RequestId>${xmlText(request.id)}</RequestId></Error>`;
        return reply.status(status).type("application/xml").send(xml);
      },
    },
    async (request, reply) => {
      const boundary = boundaryOf(request.headers["content-type"]);
      if (!boundary || !Buffer.isBuffer(request.body)) throw malformed("it must be multipart/form-data");
      const parts = parseMultipart(request.body, boundary);
      if (!parts) throw malformed("the body is not well-formed multipart/form-data");
      // As on S3, the file is the last part: fields after it are not part of the upload.
      const fileAt = parts.findIndex((p) => p.name === "file");
      const file = parts[fileAt];
      if (!file || file.filename === undefined) throw malformed("it must hold one file, in a part named file");
      const fields = new Map<string, string>();
      for (const part of parts.slice(0, fileAt)) {
        const name = part.name.toLowerCase();
        if (fields.has(name)) throw malformed(`the field ${name} is given twice`);
        fields.set(name, part.data.toString("utf8"));
      }
      const key = verifyPolicy(storage.secrets, fields, file.data.byteLength, app.clock.now());
      await forms.claim(key, file.data.byteLength);
      await storage.write(key, file.data).catch(async (error: unknown) => {
        await forms.unclaim(key);
        throw error;
      });
      return reply.status(204).send();
    },
  );
}
