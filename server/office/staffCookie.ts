/**
 * The staff session's cookie: a name of its own (`staff_sid`, `__Host-staff_sid` over https), never
 * the students' `sid`, so neither check ever reads the other's cookie. SameSite=Strict rather than
 * the students' Lax: the console is only ever reached from its own pages, never from a mailed link.
 */
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export const staffCookieBaseName = "staff_sid";

const isHttps = (app: FastifyInstance): boolean => app.config.publicUrl.startsWith("https:");

export const staffCookieName = (app: FastifyInstance): string => `${isHttps(app) ? "__Host-" : ""}${staffCookieBaseName}`;

const options = (app: FastifyInstance): CookieSerializeOptions => ({ path: "/", httpOnly: true, sameSite: "strict", secure: isHttps(app) });

export function staffSessionIdOf(app: FastifyInstance, request: FastifyRequest): string | undefined {
  return request.cookies[staffCookieName(app)] || undefined;
}

export function setStaffCookie(app: FastifyInstance, reply: FastifyReply, id: string): void {
  reply.setCookie(staffCookieName(app), id, options(app));
}

export function clearStaffCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(staffCookieName(app), options(app));
}
