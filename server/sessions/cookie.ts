import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { loggedInCookieName, sessionCookieName } from "../../engine/index.ts";

/** Cookie names: the session id (HttpOnly), and a readable hint that a session may exist. */
export function cookieNames(app: FastifyInstance): { session: string; hint: string } {
  // Over https the __Host- prefix makes the browser refuse the cookie from a subdomain or over http.
  return { session: `${isHttps(app) ? "__Host-" : ""}${sessionCookieName}`, hint: loggedInCookieName };
}

const isHttps = (app: FastifyInstance): boolean => app.config.publicUrl.startsWith("https:");

/** The attributes of every cookie the app sets: the whole site, SameSite=Lax, Secure over https. */
export function cookieOptions(app: FastifyInstance, httpOnly: boolean): CookieSerializeOptions {
  return { path: "/", httpOnly, sameSite: "lax", secure: isHttps(app) };
}

export function sessionIdOf(app: FastifyInstance, request: FastifyRequest): string | undefined {
  return request.cookies[cookieNames(app).session] || undefined;
}

/**
 * Sets the session cookie, and `logged_in=1` (loggedInCookieName), which the app reads to know that a session may
 * exist (spec section 4: logged-in state is detected from a cookie on load); it grants nothing.
 */
export function setSessionCookies(app: FastifyInstance, reply: FastifyReply, id: string): void {
  const names = cookieNames(app);
  reply.setCookie(names.session, id, cookieOptions(app, true));
  reply.setCookie(names.hint, "1", cookieOptions(app, false));
}

export function clearSessionCookies(app: FastifyInstance, reply: FastifyReply): void {
  const names = cookieNames(app);
  reply.clearCookie(names.session, cookieOptions(app, true));
  reply.clearCookie(names.hint, cookieOptions(app, false));
}
