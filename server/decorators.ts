/** The shared clients every plugin reaches through the Fastify instance, and the request's student. */
import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/types.ts";
import type { Mailer } from "./mail/mailer.ts";

/** The logged-in student of an /api request. */
export interface Student {
  accountId: string;
  username: string;
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    clock: Clock;
  }
  interface FastifyRequest {
    /** Set by the session check of /api routes; null elsewhere. */
    student: Student | null;
  }
}
