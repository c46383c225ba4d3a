import type { FastifyInstance } from "fastify";
import { acceptedSecrets } from "../config.ts";
import { AppError } from "../errors.ts";
import { notRevoked, serviceLinkValid } from "./revocation.ts";
import { serviceApplication } from "./serviceApplication.ts";
import { verifyTokenClaims } from "./signed.ts";

/**
 * GET /public/tmp?token= (a stored answer set) and GET /service/tmp-pdf?service_token= (one
 * application, read-only, for the print view). Both answer only for a genuine, unexpired token
 * issued after any revoke-links of its account. No rate limit: the signature, which cannot be
 * guessed, is checked before the database is asked, and an office printing many applications
 * must not be throttled.
 */
export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app;
  const secrets = acceptedSecrets(config);

  app.get<{ Querystring: { token?: string } }>("/public/tmp", async (request) => {
    const claims = verifyTokenClaims(secrets, request.query.token, "tmp", clock.now());
    const { rows } = claims
      ? await db.query<{ answers: Record<string, unknown>; links_valid_after: Date | null }>(
          "SELECT t.answers, a.links_valid_after FROM tmp_answers t LEFT JOIN accounts a ON a.id = t.account_id WHERE t.id = $1",
          [claims.sub],
        )
      : { rows: [] };
    const row = rows[0];
    if (!claims || !row || !notRevoked(claims.issuedAt, row.links_valid_after)) throw new AppError("tokenInvalid");
    return { answer: row.answers };
  });

  app.get<{ Querystring: { service_token?: string } }>("/service/tmp-pdf", async (request) => {
    const claims = verifyTokenClaims(secrets, request.query.service_token, "service", clock.now());
    const application = claims && (await serviceLinkValid(db, claims.sub, claims.issuedAt)) ? await serviceApplication(db, claims.sub, config.timeZone) : null;
    if (!application) throw new AppError("tokenInvalid");
    return application;
  });
}
