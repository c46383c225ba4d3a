/**
 * The admissions office's API, under /staff-api (a prefix no student call uses): sign-in, sign-out
 * and who is signed in, and the console's calls (consoleRoutes.ts), each behind authenticateStaff
 * and a requirePermission of its own, recording what it shows with recordAccess (audit.ts).
 */
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";
import { recordAudit } from "./audit.ts";
import { type ConsoleOptions, consoleRoutes } from "./consoleRoutes.ts";
import { syncOfficeListKeys } from "./listKeys.ts";
import { staffLoginRoutes } from "./login.ts";
import { permissionsOf } from "./roles.ts";
import { clearStaffCookie, staffSessionIdOf } from "./staffCookie.ts";
import { authenticateStaff, staffOf } from "./staffGuard.ts";
import { endStaffSession, touchStaffSession } from "./staffSessions.ts";
import { officeWords } from "../words.ts";

export const staffApiPrefix = "/staff-api";

export async function officePlugin(app: FastifyInstance, { onQueued }: ConsoleOptions): Promise<void> {
  // Every call here comes from the console's own pages. The forgery check (http/security.ts) holds
  // every POST to the app's origin; a GET from another site is refused too, so that no link or
  // image elsewhere can make a signed-in officer's browser read or record anything.
  app.addHook("onRequest", async (request) => {
    if (request.headers["sec-fetch-site"] === "cross-site") throw new AppError("crossSite");
  });

  await app.register(staffLoginRoutes, { limits: app.config.limits });
  // The list's columns follow the form's name and term questions (migration 150).
  await syncOfficeListKeys(app.db);
  await app.register(consoleRoutes, { onQueued });

  // POST, so the forgery check covers it: a cross-site page cannot sign an officer out.
  app.post("/logout", async (request, reply) => {
    const id = staffSessionIdOf(app, request);
    if (id) {
      const now = app.clock.now();
      const member = await touchStaffSession(app.db, id, now);
      if (member && member !== "expired") await recordAudit(app.db, { at: now, staffId: member.staffId, username: member.username, action: "sign-out", reference: null, ip: request.ip });
      await endStaffSession(app.db, id);
    }
    clearStaffCookie(app, reply);
    return { message: officeWords.notices.loggedOut };
  });

  app.get("/me", { onRequest: authenticateStaff(app) }, async (request) => {
    const { username, role } = staffOf(request);
    return { username, role, permissions: permissionsOf(role) };
  });
}
