import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Student } from "../decorators.ts";
import { AppError } from "../errors.ts";
import { clearSessionCookies, sessionIdOf } from "./cookie.ts";
import { touchSession } from "./store.ts";

/**
 * The onRequest hook of /api routes: the session cookie must name an active session, else 401
 * with the session-invalid message, or the inactivity message for a session that went idle.
 */
export function authenticate(app: FastifyInstance) {
  return authenticateBy(app, (id, now) => touchSession(app.db, id, now));
}

/**
 * authenticate's hook with the session found by `find` (touchSession's contract): a route that
 * reads more beside the session does it in the same query (application/answers.ts).
 */
export function authenticateBy(app: FastifyInstance, find: (id: string, now: Date, request: FastifyRequest) => Promise<Student | "expired" | null>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const id = sessionIdOf(app, request);
    const found = id ? await find(id, app.clock.now(), request) : null;
    if (found && found !== "expired") {
      request.student = found;
      return;
    }
    if (id) clearSessionCookies(app, reply);
    throw new AppError(found === "expired" ? "sessionExpired" : "sessionInvalid");
  };
}

/** The student of an /api request (authenticate ran before the handler). */
export function studentOf(request: FastifyRequest): Student {
  if (!request.student) throw new AppError("sessionInvalid");
  return request.student;
}
