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
 * A password reset ends every cookie issued before it (whoever knew the old password may have
 * logged in with it), all but the one it gives the browser that completed it.
 *
 * The cookie is stateless: a random id (which keys that browser's failure counter), an expiry,
 * and an HMAC of them with the account id and its device generation (a number each reset raises,
 * accounts.device_generation) under the app's secret (acceptedSecrets, so a rotated secret keeps
 * cookies working, as it does for staff links). So a reset voids the earlier cookies exactly, with
 * no comparison of times. Its name carries a hash of the account id, so a browser keeps one per
 * account it logs in to, and nothing in it names the student.
 */
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { knownDeviceCookiePrefix, knownDeviceLifetimeMs } from "../../engine/index.ts";
import { acceptedSecrets } from "../config.ts";
import { keyedHash, randomId, sha256, signedWithOneOf } from "../crypto.ts";
import type { Account } from "./store.ts";

/** What a cookie is made for: the account, and its generation of known devices. */
type Owner = Pick<Account, "id" | "device_generation">;

const isHttps = (app: FastifyInstance): boolean => app.config.publicUrl.startsWith("https:");

/** The cookie's name for one account (over https, __Host- keeps it to this origin, over https only). */
export const knownDeviceCookie = (app: FastifyInstance, accountId: string): string =>
  `${isHttps(app) ? "__Host-" : ""}${knownDeviceCookiePrefix}${sha256(`known-device:${accountId}`).slice(0, 16)}`;

/**
 * The cookie's HMAC. An account never reset (generation 0) signs what cookies signed before there
 * were generations, so the browsers known then stayed known; the part a generation adds cannot
 * occur in an id or expiry (neither holds a dot), so no two generations sign the same text.
 */
const signature = (secret: string, owner: Owner, id: string, expires: string): string =>
  keyedHash(secret, "known-device", `${owner.id}.${id}.${expires}${owner.device_generation === 0 ? "" : `.g${owner.device_generation}`}`);

/** The id of the known-device cookie this request carries for the account, if it is valid, unexpired and of its current generation. */
export function knownDeviceOf(app: FastifyInstance, request: FastifyRequest, owner: Owner, now: Date): string | undefined {
  const [id, expires, sig, ...rest] = (request.cookies[knownDeviceCookie(app, owner.id)] ?? "").split(".");
  if (!id || !expires || !sig || rest.length > 0 || !(Number(expires) > now.getTime())) return undefined;
  return signedWithOneOf(acceptedSecrets(app.config), sig, (secret) => signature(secret, owner, id, expires)) ? id : undefined;
}

/** Marks the browser of this request as the account owner's, with a new id (so a new counter). */
export function setKnownDevice(app: FastifyInstance, reply: FastifyReply, owner: Owner, now: Date): void {
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
  reply.setCookie(knownDeviceCookie(app, owner.id), `${id}.${expires}.${signature(app.config.secret, owner, id, expires)}`, options);
}
