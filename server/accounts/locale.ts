import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Words, localeCookieLifetimeMs, localeCookieName } from "../../engine/index.ts";
import { defaultLocale, formLocales } from "../../schema/partner.ts";
import type { Sql } from "../db/types.ts";
import { AppError } from "../errors.ts";
import { studentOf } from "../sessions/authenticate.ts";
import { cookieOptions } from "../sessions/cookie.ts";
import { wordsIn } from "../words.ts";

/**
 * The language a student chose. The page keeps it in a readable cookie (app/locale.ts); the
 * account keeps it too, so that it follows the student to another browser: a sign-up takes the
 * visitor's choice, a login gives the account's to the browser, and PUT /api/locale changes it.
 */

/** `value` if it is one of the form's locales. */
const formLocale = (value: unknown): string | undefined => (typeof value === "string" && formLocales.includes(value) ? value : undefined);

/**
 * The language the browser chose, if the form is written in it. The cookies are null until
 * @fastify/cookie's onRequest hook has read them: a request refused before (a bad address) chose none.
 */
export const requestLocale = (request: FastifyRequest): string | undefined =>
  formLocale((request.cookies as FastifyRequest["cookies"] | null)?.[localeCookieName]);

/** The language a request is answered in: its browser's, else the form's default. */
export const answerLocale = (request: FastifyRequest): string => requestLocale(request) ?? defaultLocale;

/** The words a request is answered in. */
export const requestWords = (request: FastifyRequest): Words => wordsIn(answerLocale(request));

/** The language to write to an account in: the one it keeps if the form (still) declares it, else the form's default. */
export const accountLocale = (kept: string | null): string => formLocale(kept) ?? defaultLocale;

/** Gives the browser the account's language, readable by the page as the language it chooses itself (app/locale.ts). */
export function setLocaleCookie(app: FastifyInstance, reply: FastifyReply, locale: string): void {
  reply.setCookie(localeCookieName, locale, { ...cookieOptions(app, false), maxAge: localeCookieLifetimeMs / 1000 });
}

export async function setAccountLocale(db: Sql, accountId: string, locale: string): Promise<void> {
  await db.query("UPDATE accounts SET locale = $2 WHERE id = $1", [accountId, locale]);
}

/** PUT /api/locale {locale}: the student's choice, kept with the account and given to the browser. */
export async function localeRoutes(app: FastifyInstance): Promise<void> {
  app.put("/locale", async (request, reply) => {
    const body = request.body as { locale?: unknown } | null;
    const locale = formLocale(body?.locale);
    if (!locale) throw new AppError("invalidRequest", { detail: `"locale" must be one of ${formLocales.join(", ")}` });
    await setAccountLocale(app.db, studentOf(request).accountId, locale);
    setLocaleCookie(app, reply, locale);
    return { locale };
  });
}
