import type { FastifyInstance } from "fastify";
import { requestWords } from "../accounts/locale.ts";
import { clearSessionCookies, sessionIdOf } from "./cookie.ts";
import { endSession } from "./store.ts";

/** GET /api/logout: ends the session on the server and clears the cookies. */
export async function logoutRoutes(app: FastifyInstance): Promise<void> {
  app.get("/logout", async (request, reply) => {
    const id = sessionIdOf(app, request);
    if (id) await endSession(app.db, id);
    clearSessionCookies(app, reply);
    return { message: requestWords(request).notices.loggedOut };
  });
}
