/**
 * The console's calls (issue 29), under /staff-api: the list, one application (its page, its print
 * view, its documents and its PDF), revoking its links, the export and the audit trail. Every call
 * needs a staff session and a permission (roles.ts); each that shows or changes something of an
 * application records it once in the audit trail (audit.ts) after it was found, so a refused or
 * mistaken call records nothing.
 */
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { interpolate } from "../../engine/index.ts";
import { applicantOf } from "../applicationPdf/applicant.ts";
import { currentPdf } from "../applicationPdf/current.ts";
import { downloadName } from "../applicationPdf/fileName.ts";
import { printLayoutOf } from "../applicationPdf/fingerprint.ts";
import { AppError } from "../errors.ts";
import { formatNamed, formatNames } from "../export/formats.ts";
import { exportChunks } from "../export/write.ts";
import { form } from "../form.ts";
import { officeNotices } from "../notices.ts";
import { inlineDisposition } from "../storage/contentDisposition.ts";
import { revokeLinks } from "../tokens/revocation.ts";
import { serviceApplication } from "../tokens/serviceApplication.ts";
import { applicationPage, applicationRow } from "./applicationPage.ts";
import { auditEntries, recordAccess } from "./audit.ts";
import { filterDetail, filterParameters, listApplications, listParameters, readFilter, readListRequest } from "./list.ts";
import { type Query, isId, readQuery, wholeNumber } from "./params.ts";
import { authenticateStaff, requirePermission } from "./staffGuard.ts";

export interface ConsoleOptions {
  /** Called once an application PDF's build is queued (wakes this process's workers). */
  onQueued: () => void;
}

type IdParams = { Params: { id: string } };

const maxAuditLimit = 500;

export async function consoleRoutes(app: FastifyInstance, { onQueued }: ConsoleOptions): Promise<void> {
  const { db, clock, config } = app;
  const layout = await printLayoutOf(config.staticDir);
  app.addHook("onRequest", authenticateStaff(app));
  const read = { preHandler: requirePermission("read") };

  /** The application `id` names, or 404. */
  const found = async (id: string) => {
    const row = await applicationRow(db, id, clock.now());
    if (!row) throw new AppError("applicationNotFound", { id });
    return row;
  };

  app.get<{ Querystring: Query }>("/applications", read, async (request) => {
    const now = clock.now();
    const values = readQuery(request.query, listParameters);
    const answer = await listApplications(db, readListRequest(values, config.timeZone, now), now);
    await recordAccess(request, "list", null, filterDetail(values));
    return answer;
  });

  app.get<IdParams>("/applications/:id", read, async (request) => {
    const page = await applicationPage(db, request.params.id, { now: clock.now(), timeZone: config.timeZone, layout });
    if (!page) throw new AppError("applicationNotFound", { id: request.params.id });
    await recordAccess(request, "view", page.application);
    return page;
  });

  // The print view's data, as GET /service/tmp-pdf answers it to a service link, so the console shows it with the same view.
  app.get<IdParams>("/applications/:id/print", read, async (request) => {
    const { id } = request.params;
    const application = isId(id) ? await serviceApplication(db, id, config.timeZone) : null;
    if (!application) throw new AppError("applicationNotFound", { id });
    await recordAccess(request, "view", { id, reference: application.status.reference }, { view: "print" });
    return application;
  });

  app.get<{ Params: { id: string; documentId: string } }>("/applications/:id/documents/:documentId", read, async (request, reply) => {
    const { id, documentId } = request.params;
    const application = await found(id);
    const { rows } = isId(documentId)
      ? await db.query<{ pdf_key: string; file_name: string; answer_key: string }>(
          "SELECT pdf_key, file_name, answer_key FROM document_conversions WHERE id = $1 AND account_id = $2 AND status = 'COMPLETED' AND pdf_key IS NOT NULL",
          [documentId, id],
        )
      : { rows: [] };
    const document = rows[0];
    const bytes = document ? await app.storage.read(document.pdf_key) : null;
    if (!document || !bytes) throw new AppError("staffDocumentNotFound", { documentId });
    await recordAccess(request, "document", application, { document: documentId, question: document.answer_key });
    return reply
      .type("application/pdf")
      .header("cache-control", "private, no-store")
      .header("content-disposition", inlineDisposition(`${document.file_name.replace(/\.[^.]*$/, "")}.pdf`))
      .send(Buffer.from(bytes));
  });

  // Built: the PDF itself. Not yet: 202 and where its build stands, a build queued as the student's GET /api/pdf queues one.
  app.get<IdParams>("/applications/:id/pdf", read, async (request, reply) => {
    const application = await found(request.params.id);
    const record = await currentPdf({ db, clock, timeZone: config.timeZone, layout, onQueued }, application.id);
    const bytes = record?.status === "COMPLETED" && record.pdf_key ? await app.storage.read(record.pdf_key) : null;
    const applicant = bytes ? await applicantOf(db, application.id, config.timeZone) : null;
    if (!bytes || !applicant) {
      const status = record?.status === "COMPLETED" ? "UNPROCESSED" : (record?.status ?? "UNPROCESSED");
      const message = status === "FAILED" ? interpolate(officeNotices.applicationPdfFailed, { message: record?.message ?? "" }) : officeNotices.applicationPdfPending;
      return reply.code(202).header("cache-control", "no-store").send({ status, message });
    }
    await recordAccess(request, "pdf", application);
    return reply.type("application/pdf").header("cache-control", "private, no-store").header("content-disposition", inlineDisposition(downloadName(applicant))).send(Buffer.from(bytes));
  });

  app.post<IdParams>("/applications/:id/revoke-links", { preHandler: requirePermission("revokeLinks") }, async (request) => {
    const application = await found(request.params.id);
    const now = clock.now();
    if (!(await revokeLinks(db, application.email, now))) throw new AppError("applicationNotFound", { id: application.id });
    await recordAccess(request, "revoke-links", application);
    return { message: interpolate(officeNotices.linksRevoked, { username: application.email, at: now.toISOString() }), revokedUntil: now.toISOString() };
  });

  // The export of the command and of /staff/export, the same columns and records: submitted applications only, narrowed by the list's filters.
  app.get<{ Querystring: Query }>("/export", { preHandler: requirePermission("export") }, async (request, reply) => {
    const values = readQuery(request.query, ["format", ...filterParameters]);
    const format = formatNamed(values.format);
    if (!format) throw new AppError("staffChoiceInvalid", { name: "format", value: values.format ?? "", allowed: formatNames });
    const filter = readFilter(values, config.timeZone, clock.now());
    await recordAccess(request, "export", null, filterDetail(values));
    return reply
      .type(format.contentType)
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="applications.${format.extension}"`)
      .send(Readable.from(exportChunks(db, { form, format, filter })));
  });

  app.get<{ Querystring: Query }>("/audit", { preHandler: requirePermission("audit") }, async (request) => {
    const values = readQuery(request.query, ["application", "limit"]);
    const limit = wholeNumber("limit", values.limit, maxAuditLimit, 100);
    const application = values.application?.trim();
    const of = !application ? {} : isId(application) ? { applicationId: application.toLowerCase() } : { reference: application.toUpperCase() };
    const entries = await auditEntries(db, { ...of, limit });
    return { entries: entries.map(({ at, ...entry }) => ({ at: at.toISOString(), ...entry })) };
  });
}
