import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Limits } from "../config.ts";
import { AppError } from "../errors.ts";
import { perAddress, pruneLimits, resetLimit } from "../http/rateLimit.ts";
import { notices } from "../notices.ts";
import { setSessionCookies, sessionIdOf } from "../sessions/cookie.ts";
import { createSession, endSession, pruneSessions } from "../sessions/store.ts";
import { accountForm, isObject } from "./forms.ts";
import { checkPassword } from "./passwords.ts";
import { findAccount, recordLogin } from "./store.ts";
import { canonicalUsername } from "./usernames.ts";

/** The counter of failed logins of one account. */
export const accountKey = (username: string): string => `login:account:${username}`;

/** POST /public/login: throttled per address (every attempt) and per account (failed attempts). */
export async function loginRoutes(app: FastifyInstance, { limits }: { limits: Limits }): Promise<void> {
  const { db, clock } = app;
  // The same canonical form accountForm gives, so no spelling of one address escapes its counter.
  const usernameOf = (request: FastifyRequest): string =>
    canonicalUsername(isObject(request.body) && typeof request.body.username === "string" ? request.body.username : "");
  const accountLimit = app.createRateLimit({
    max: limits.loginPerAccount.max,
    timeWindow: limits.loginPerAccount.windowMs,
    keyGenerator: (request) => accountKey(usernameOf(request)),
  });

  app.post("/login", { config: { rateLimit: perAddress("login", limits.loginPerAddress) } }, async (request, reply) => {
    const values = accountForm(app, "login", request.body);
    const username = values.username ?? "";
    const state = await accountLimit(request, { increment: false });
    // Too many failures lock the account for the rest of the window, even for the right password.
    if (!state.isAllowed && state.remaining <= 0) {
      const minutes = Math.max(1, Math.ceil(state.ttlInSeconds / 60));
      throw new AppError("tooManyRequests", { after: minutes === 1 ? "1 minute" : `${minutes} minutes` });
    }

    const account = await findAccount(db, username);
    if (!(await checkPassword(account?.password_hash, values.password ?? "")) || !account) {
      await accountLimit(request);
      throw new AppError("loginFailed");
    }
    // Said only after the right password, so it tells a stranger nothing.
    if (!account.confirmed_at) throw new AppError("notConfirmed");

    const now = clock.now();
    await resetLimit(db, accountKey(username));
    // A new id at every login: an id planted before login (session fixation) is worth nothing.
    const previous = sessionIdOf(app, request);
    if (previous) await endSession(db, previous);
    const id = await createSession(db, account.id, now);
    await recordLogin(db, account.id, now);
    await pruneSessions(db, now);
    await pruneLimits(db, now);
    setSessionCookies(app, reply, id);
    return { message: notices.loggedIn, username: account.username };
  });
}
