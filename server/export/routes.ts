/**
 * GET /staff/export?format=csv|json[&since=TIME]: the export (write.ts) over HTTP for a records
 * system, read-only, streamed as it is read so 50,000 applications take no more memory than a few.
 * Only with EXPORT_TOKEN set, and only for a request carrying `Authorization: Bearer <it>`,
 * compared in constant time; a missing or wrong one is refused (401) before anything is read, and
 * a student's session cookie counts for nothing here. Without EXPORT_TOKEN the route does not exist.
 */
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { sameText } from "../crypto.ts";
import { AppError } from "../errors.ts";
import { form } from "../form.ts";
import { formatNamed, formatNames } from "./formats.ts";
import { parseSince } from "./since.ts";
import { exportChunks } from "./write.ts";

interface ExportQuery {
  format?: string;
  since?: string;
}

export async function exportRoutes(app: FastifyInstance, { token }: { token: string | undefined }): Promise<void> {
  if (!token) return;
  app.addHook("onRequest", async (request) => {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (given === undefined || !sameText(given, token)) throw new AppError("exportUnauthorized");
  });
  app.get<{ Querystring: ExportQuery }>(
    "/staff/export",
    { schema: { querystring: { type: "object", additionalProperties: false, properties: { format: { type: "string" }, since: { type: "string" } } } } },
    async (request, reply) => {
      const format = formatNamed(request.query.format);
      if (!format) throw new AppError("invalidRequest", { detail: `format must be one of ${formatNames}` });
      const since = request.query.since === undefined ? undefined : parseSince(request.query.since, app.config.timeZone);
      if (since && "error" in since) throw new AppError("invalidRequest", { detail: since.error.replace(/\.$/, "").replace("--since", "since") });
      const chunks = exportChunks(app.db, { form, format, ...(since ? { since: since.at } : {}) });
      return reply
        .type(format.contentType)
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="applications.${format.extension}"`)
        .send(Readable.from(chunks));
    },
  );
}
