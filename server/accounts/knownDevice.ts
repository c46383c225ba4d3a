/**
 * "Known device" cookies, so that guessing a student's password cannot lock the student out.
 *
 * Failed logins lock an account (login.ts), and anyone who knows the address can cause that. A
 * browser that has proved itself the owner's (a successful login, or a completed password reset,
 * which proves the mailbox) gets a long-lived cookie for that account. A login that carries a
 * valid one is counted on its own: its failures lock only that cookie, and the account's lock does
 * not apply to it. So the owner's browsers pass the lock strangers put on the account; a stolen
 * cookie gives its thief no more than a stranger has (the same number of tries), and still needs
 * the password. An owner on a new browser gets in through forgot and reset, which marks that browser.
 * Logging out keeps the cookie: it opens nothing by itself, and the owner needs it most next time.
 *
 * The cookie is stateless: a random id (which keys that browser's failure counter), an expiry,
 * and an HMAC of them with the account id under the app's secret (acceptedSecrets, so a rotated
 * secret keeps cookies working, as it does for staff links). Its name carries a hash of the
 * account id, so a browser keeps one per account it logs in to, and nothing in it names the student.
 */
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { acceptedSecrets } from "../config.ts";
import { keyedHash, randomId, sha256, signedWithOneOf } from "../crypto.ts";

/** How long a browser stays known after its last login: longer than an application season. */
export const knownDeviceLifetimeMs = 180 * 24 * 60 * 60 * 1000;

const isHttps = (app: FastifyInstance): boolean => app.config.publicUrl.startsWith("https:");

/** The cookie's name for one account (over https, __Host- keeps it to this origin, over https only). */
export const knownDeviceCookie = (app: FastifyInstance, accountId: string): string =>
  `${isHttps(app) ? "__Host-" : ""}device_${sha256(`known-device:${accountId}`).slice(0, 16)}`;

const signature = (secret: string, accountId: string, id: string, expires: string): string =>
  keyedHash(secret, "known-device", `${accountId}.${id}.${expires}`);

/** The id of the known-device cookie this request carries for the account, if it is valid and unexpired. */
export function knownDeviceOf(app: FastifyInstance, request: FastifyRequest, accountId: string, now: Date): string | undefined {
  const [id, expires, sig, ...rest] = (request.cookies[knownDeviceCookie(app, accountId)] ?? "").split(".");
  if (!id || !expires || !sig || rest.length > 0 || !(Number(expires) > now.getTime())) return undefined;
  return signedWithOneOf(acceptedSecrets(app.config), sig, (secret) => signature(secret, accountId, id, expires)) ? id : undefined;
}

/** Marks the browser of this request as the account owner's, with a new id (so a new counter). */
export function setKnownDevice(app: FastifyInstance, reply: FastifyReply, accountId: string, now: Date): void {
  const id = randomId();
  const expires = String(now.getTime() + knownDeviceLifetimeMs);
  const options: CookieSerializeOptions = {
    path: "/",
    httpOnly: true,
    // Only the app's own pages ever send it (to log in).
    sameSite: "strict",
    secure: isHttps(app),
    maxAge: knownDeviceLifetimeMs / 1000,
  };
  reply.setCookie(knownDeviceCookie(app, accountId), `${id}.${expires}.${signature(app.config.secret, accountId, id, expires)}`, options);
}
