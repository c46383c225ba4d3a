import type { FastifyInstance } from "fastify";
import { webStatusFromProfile, webStatuses } from "../../engine/index.ts";
import { requestWords } from "../accounts/locale.ts";
import { AppError } from "../errors.ts";
import { pageRoutes } from "../form.ts";
import { studentOf } from "../sessions/authenticate.ts";
import { addWebStatuses, webStatusList } from "./queries.ts";

/** PUT /api/last-page, POST /api/web-status and POST /api/validations: where the student is. */
export async function progressRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app;

  app.put<{ Body: { last_page: string } }>(
    "/last-page",
    { schema: { body: { type: "object", required: ["last_page"], properties: { last_page: { type: "string", maxLength: 200 } } } } },
    async (request) => {
      const { accountId } = studentOf(request);
      if (!pageRoutes.has(request.body.last_page)) throw new AppError("unknownPage");
      await db.query("UPDATE applications SET last_page = $2 WHERE account_id = $1", [accountId, request.body.last_page]);
      return { message: requestWords(request).notices.lastPageSaved };
    },
  );

  app.post<{ Body: { web_status: (typeof webStatuses)[number] } }>(
    "/web-status",
    { schema: { body: { type: "object", required: ["web_status"], properties: { web_status: { type: "string", enum: [...webStatuses] } } } } },
    async (request) => {
      const { accountId } = studentOf(request);
      const status = request.body.web_status;
      // "submitted" is the server's to say (POST /api/submit records it); the app posts it after.
      if (status === "submitted") {
        const { rows } = await db.query("SELECT 1 FROM applications WHERE account_id = $1 AND submitted_at IS NOT NULL", [accountId]);
        if (!rows.length) throw new AppError("notSubmitted");
      }
      await addWebStatuses(db, accountId, [status], clock.now());
      return { message: requestWords(request).notices.statusSaved, web_status: webStatusFromProfile(await webStatusList(db, accountId)) };
    },
  );

  app.post<{ Body: Record<string, string[]> }>(
    "/validations",
    {
      schema: {
        body: {
          type: "object",
          maxProperties: 1000,
          additionalProperties: { type: "array", maxItems: 20, items: { type: "string", maxLength: 1000 } },
        },
      },
    },
    async (request) => {
      const { accountId } = studentOf(request);
      await db.query(
        `INSERT INTO validations (account_id, errors, created_at) VALUES ($1, $2::jsonb, $3)
         ON CONFLICT (account_id) DO UPDATE SET errors = EXCLUDED.errors, created_at = EXCLUDED.created_at`,
        [accountId, JSON.stringify(request.body), clock.now()],
      );
      return { message: requestWords(request).notices.validationsSaved };
    },
  );
}
