import type { FastifyInstance } from "fastify";
import { acceptedSecrets } from "../config.ts";
import { AppError } from "../errors.ts";
import { serviceApplication } from "./serviceApplication.ts";
import { verifyToken } from "./signed.ts";

/**
 * GET /public/tmp?token= (a stored answer set) and GET /service/tmp-pdf?service_token= (one
 * application, read-only, for the print view). Both answer only for a genuine, unexpired token.
 * No rate limit: the signature, which cannot be guessed, is checked before the database is asked,
 * and an office printing many applications must not be throttled.
 */
export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app;
  const secrets = acceptedSecrets(config);

  app.get<{ Querystring: { token?: string } }>("/public/tmp", async (request) => {
    const id = verifyToken(secrets, request.query.token, "tmp", clock.now());
    const { rows } = id ? await db.query<{ answers: Record<string, unknown> }>("SELECT answers FROM tmp_answers WHERE id = $1", [id]) : { rows: [] };
    if (!rows[0]) throw new AppError("tokenInvalid");
    return { answer: rows[0].answers };
  });

  app.get<{ Querystring: { service_token?: string } }>("/service/tmp-pdf", async (request) => {
    const accountId = verifyToken(secrets, request.query.service_token, "service", clock.now());
    const application = accountId ? await serviceApplication(db, accountId) : null;
    if (!application) throw new AppError("tokenInvalid");
    return application;
  });
}
