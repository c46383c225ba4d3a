import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Limits } from "../config.ts";
import { AppError } from "../errors.ts";
import { perAddress, pruneLimits, resetLimit } from "../http/rateLimit.ts";
import { setSessionCookies, sessionIdOf } from "../sessions/cookie.ts";
import { createSession, endSession, pruneSessions } from "../sessions/store.ts";
import { minutesToWait } from "../words.ts";
import { accountForm, isObject } from "./forms.ts";
import { knownDeviceOf, setKnownDevice } from "./knownDevice.ts";
import { answerLocale, requestLocale, requestWords, setLocaleCookie } from "./locale.ts";
import { checkPassword } from "./passwords.ts";
import { findAccount, recordLogin } from "./store.ts";
import { canonicalUsername } from "./usernames.ts";

/** The counter of failed logins of one account, from browsers it does not know. */
export const accountKey = (username: string): string => `login:account:${username}`;

/** The counter of failed logins from one known device (knownDevice.ts). */
const deviceKey = (deviceId: string): string => `login:device:${deviceId}`;

/**
 * POST /public/login: throttled per address (every attempt) and per account (failed attempts),
 * except that a browser the account knows has a counter of its own (knownDevice.ts). Both counters
 * count an attempt before anything is judged (the per-address one in the plugin's onRequest hook).
 */
export async function loginRoutes(app: FastifyInstance, { limits }: { limits: Limits }): Promise<void> {
  const { db, clock } = app;
  // The counter each request is held to: its known device's, else its account's.
  const counters = new WeakMap<FastifyRequest, string>();
  // The same canonical form accountForm gives, so no spelling of one address escapes its counter.
  const usernameOf = (request: FastifyRequest): string =>
    canonicalUsername(isObject(request.body) && typeof request.body.username === "string" ? request.body.username : "");
  const failureLimit = app.createRateLimit({
    max: limits.loginPerAccount.max,
    timeWindow: limits.loginPerAccount.windowMs,
    keyGenerator: (request) => counters.get(request) ?? accountKey(usernameOf(request)),
  });

  app.post("/login", { config: { rateLimit: perAddress("login", limits.loginPerAddress) } }, async (request, reply) => {
    const values = accountForm(app, "login", request.body, answerLocale(request));
    const username = values.username ?? "";
    const now = clock.now();
    const account = await findAccount(db, username);
    const device = account ? knownDeviceOf(app, request, account, now) : undefined;
    const counter = device ? deviceKey(device) : accountKey(username);
    counters.set(request, counter);

    // The attempt is counted before its password is judged, in one statement (rateLimit.ts): requests
    // sent at once each get a count of their own, so no more of them are judged than the limit allows.
    // Counted after the slow check instead, they would all read the count from before any of them.
    const attempt = await failureLimit(request);
    // Too many attempts lock the counter for the rest of the window, even for the right password.
    if (!attempt.isAllowed && attempt.isExceeded) {
      throw new AppError("tooManyRequests", { after: minutesToWait(attempt.ttlInSeconds * 1000) });
    }

    // A wrong password keeps its count: the counter holds the failures.
    if (!(await checkPassword(account?.password_hash, values.password ?? "")) || !account) throw new AppError("loginFailed");
    // The right password is no failure: its count goes with the others'. Only the counter this login
    // was held to: a stranger's failures on the account stay counted against other browsers.
    await resetLimit(db, counter);
    // Said only after the right password, so it tells a stranger nothing.
    if (!account.confirmed_at) throw new AppError("notConfirmed");

    // A new id at every login: an id planted before login (session fixation) is worth nothing.
    const previous = sessionIdOf(app, request);
    if (previous) await endSession(db, previous);
    const id = await createSession(db, account.id, now);
    await recordLogin(db, account.id, now);
    await pruneSessions(db, now);
    await pruneLimits(db, now);
    setSessionCookies(app, reply, id);
    setKnownDevice(app, reply, account, now);
    // The language chosen with the account follows the student to this browser.
    if (account.locale && account.locale !== requestLocale(request)) setLocaleCookie(app, reply, account.locale);
    return { message: requestWords(request).notices.loggedIn, username: account.username };
  });
}
