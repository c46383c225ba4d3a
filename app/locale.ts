/**
 * The language a page is drawn in. A visitor or a student chooses one of the form's languages
 * (partner.json `locales`); the choice is kept in a readable cookie, so the page knows it as it
 * loads and the server knows it for what it sends. The page's language is fixed as the app loads:
 * its texts, the form's and the product's words are compiled once, in it, and choosing another
 * loads the page again in that one.
 */
import { localeCookieLifetimeMs, localeCookieName } from "../engine/keptInBrowser.ts";
import type { Locale } from "../engine/words/index.ts";
import { defaultLocale, formLocales } from "../schema/partner.ts";
import { wordLocales } from "../schema/words.ts";
import { cookieValue } from "./session/cookie.ts";

const isOffered = (locale: string | undefined): locale is Locale => locale !== undefined && formLocales.includes(locale) && wordLocales.includes(locale);

/** The languages a student may choose, the form's default first (schema:check refuses one the product's words are not written in). */
export const offeredLocales: readonly Locale[] = formLocales.filter(isOffered);

/** The language named by the cookie in `cookies` (document.cookie's form), if the form offers it. */
export function chosenLocale(cookies: string): Locale | undefined {
  const named = cookieValue(cookies, localeCookieName);
  return isOffered(named) ? named : undefined;
}

const formDefault: Locale = isOffered(defaultLocale) ? defaultLocale : "en";

/** The language the page is drawn in: the one chosen in this browser, else the form's default (always, in the build's prerender). */
export const pageLocale: Locale = (typeof document === "undefined" ? undefined : chosenLocale(document.cookie)) ?? formDefault;

/**
 * The locale dates and numbers are written in: the browser's own when it is a variant of the
 * page's language (a browser in en-GB keeps its order of day and month on an English page),
 * else the page's language (a Spanish page in an English browser writes dates the Spanish way).
 */
export function formatLocale(page: string, browser: string): string {
  return new Intl.Locale(browser).language === new Intl.Locale(page).language ? browser : page;
}

/**
 * Keeps `locale` as this browser's choice and loads the page again in it. What the student typed
 * and had not saved is written to the browser as the page is left (storage/idleOrLeaving.ts).
 */
export function chooseLocale(locale: Locale): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${localeCookieName}=${locale}; Path=/; Max-Age=${localeCookieLifetimeMs / 1000}; SameSite=Lax${secure}`;
  location.reload();
}

/**
 * Loads the page again if the browser now holds another language than the page's: the server gives
 * it the account's at login (server/accounts/locale.ts). A message handed to the next page in its
 * history entry survives the load.
 */
export function followChosenLocale(): void {
  if ((chosenLocale(document.cookie) ?? formDefault) !== pageLocale) location.reload();
}
