/**
 * POST /staff-api/login, held to the students' login rules (accounts/login.ts): the login form's
 * checks and messages, argon2id, and the same limits, counted under keys of their own: every
 * attempt per address, and failures per account, counted before the password is judged so that
 * attempts sent at once are each held to the limit. Every attempt that reaches an account's counter
 * is written to the audit trail, once.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Limits } from "../config.ts";
import { accountForm } from "../accounts/forms.ts";
import { defaultLocale } from "../../schema/partner.ts";
import { checkPassword } from "../accounts/passwords.ts";
import { AppError } from "../errors.ts";
import { perAddress, pruneLimits, resetLimit } from "../http/rateLimit.ts";
import { type SignInAction, recordAudit } from "./audit.ts";
import { findStaff } from "./staffAccounts.ts";
import { setStaffCookie, staffSessionIdOf } from "./staffCookie.ts";
import { createStaffSession, endStaffSession, pruneStaffSessions } from "./staffSessions.ts";
import { minutesToWait, officeWords } from "../words.ts";

/** The counter of failed sign-ins of one staff account (never a student's: other prefix). */
export const staffAccountKey = (username: string): string => `staff-login:account:${username}`;

export async function staffLoginRoutes(app: FastifyInstance, { limits }: { limits: Limits }): Promise<void> {
  const { db, clock } = app;
  // The canonical username each request is counted under, set before the counter is asked.
  const usernames = new WeakMap<FastifyRequest, string>();
  const failureLimit = app.createRateLimit({
    max: limits.loginPerAccount.max,
    timeWindow: limits.loginPerAccount.windowMs,
    keyGenerator: (request) => staffAccountKey(usernames.get(request) ?? ""),
  });

  app.post("/login", { config: { rateLimit: perAddress("staff-login", limits.loginPerAddress) } }, async (request, reply) => {
    const values = accountForm(app, "login", request.body, defaultLocale);
    const username = values.username ?? "";
    const now = clock.now();
    const account = await findStaff(db, username);
    const audit = (action: SignInAction) => recordAudit(db, { at: now, staffId: account?.id ?? null, username, action, reference: null, ip: request.ip });
    usernames.set(request, username);

    const attempt = await failureLimit(request);
    if (!attempt.isAllowed && attempt.isExceeded) {
      await audit("sign-in-locked");
      throw new AppError("tooManyRequests", { after: minutesToWait(attempt.ttlInSeconds * 1000) });
    }
    if (!(await checkPassword(account?.password_hash, values.password ?? "")) || !account) {
      await audit("sign-in-failed");
      throw new AppError("loginFailed");
    }
    // Said only after the right password, as a student's "not confirmed" is. The attempt stays counted:
    // only a sign-in that opens a session clears the failures.
    if (account.disabled_at) {
      await audit("sign-in-disabled");
      throw new AppError("staffDisabled");
    }
    await resetLimit(db, staffAccountKey(username));

    // A new id at every sign-in: an id planted before it is worth nothing.
    const previous = staffSessionIdOf(app, request);
    if (previous) await endStaffSession(db, previous);
    const id = await createStaffSession(db, account.id, now);
    await audit("sign-in");
    await pruneStaffSessions(db, now);
    await pruneLimits(db, now);
    setStaffCookie(app, reply, id);
    return { message: officeWords.notices.loggedIn, username: account.username, role: account.role };
  });
}
