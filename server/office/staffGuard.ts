/**
 * Who a /staff-api request's staff member is, and what they may do. authenticateStaff reads only the
 * staff cookie and only staff_sessions, so a student's session never passes it; the students'
 * authenticate reads only theirs, so a staff session never passes that.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";
import { type Permission, may } from "./roles.ts";
import { clearStaffCookie, staffSessionIdOf } from "./staffCookie.ts";
import { type StaffMember, touchStaffSession } from "./staffSessions.ts";

// Kept beside the request rather than decorated on it: a student route cannot even read the field.
const members = new WeakMap<FastifyRequest, StaffMember>();

/** An onRequest hook: the staff cookie must name an active staff session, else 401 (the inactivity message for one gone idle). */
export function authenticateStaff(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const id = staffSessionIdOf(app, request);
    const found = id ? await touchStaffSession(app.db, id, app.clock.now()) : null;
    if (found && found !== "expired") {
      members.set(request, found);
      return;
    }
    if (id) clearStaffCookie(app, reply);
    throw new AppError(found === "expired" ? "sessionExpired" : "sessionInvalid");
  };
}

/** The staff member of a request authenticateStaff let through. */
export function staffOf(request: FastifyRequest): StaffMember {
  const member = members.get(request);
  if (!member) throw new AppError("sessionInvalid");
  return member;
}

/** A preHandler hook for a route that needs `permission` (roles.ts): 403 for a role without it. */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    const { role } = staffOf(request);
    if (!may(role, permission)) throw new AppError("staffForbidden", { role });
  };
}
