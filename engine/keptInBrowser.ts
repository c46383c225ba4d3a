/**
 * What the application keeps in a student's browser, and for how long: written once for the
 * server that sets the cookies, the shell that keeps answers in local storage, and the privacy
 * notice that tells the student (schema/footer.json, through keptInBrowserTokens), so the notice
 * cannot drift from what the code does.
 */

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

/** Spec section 9: a session ends after 15 minutes without activity. */
export const idleTimeoutMs = 15 * minute;

/**
 * However active, a session ends 12 hours after its login (ASVS 3.3.2): a stolen session id stops
 * working within a day, and a student working through an afternoon is never interrupted by it.
 */
export const absoluteLifetimeMs = 12 * hour;

/** How long a browser stays known after its last login (server/accounts/knownDevice.ts): longer than an application season. */
export const knownDeviceLifetimeMs = 180 * day;

/** The session cookie (HttpOnly; over https the server adds the __Host- prefix). */
export const sessionCookieName = "sid";

/** The readable cookie beside it, which tells the page that a session may exist and grants nothing. */
export const loggedInCookieName = "logged_in";

/**
 * The readable cookie that holds the language a visitor or a student chose (app/locale.ts): the
 * page reads it as it loads, and the server sends a page drawn at build time only in the form's
 * default language.
 */
export const localeCookieName = "lang";

/** How long a chosen language is kept in the browser: as long as a known device. */
export const localeCookieLifetimeMs = 180 * day;

/** The known-device cookies' names start with this; a hash of the account id follows. */
export const knownDeviceCookiePrefix = "device_";

/** The start of every key the app keeps in local storage. */
export const storageKeyPrefix = "transfer-application.";

/** The local-storage names (after the prefix) of a visitor's answers, and of a student's unsaved ones (the username follows). */
export const storageNames = { visitorAnswers: "visitor-answers", unsavedAnswers: "unsaved." } as const;

/** The {tokens} the footer's dialogs (schema/footer.json) may use for the above: each value, and what it is. */
export const keptInBrowserTokenList: readonly { name: string; value: string; description: string }[] = [
  { name: "sessionCookie", value: sessionCookieName, description: "The session cookie (HttpOnly; __Host- before it over https)." },
  { name: "loggedInCookie", value: loggedInCookieName, description: "The readable cookie that tells the page a session may exist." },
  { name: "languageCookie", value: localeCookieName, description: "The readable cookie that holds the language chosen in this browser." },
  { name: "knownDeviceCookie", value: knownDeviceCookiePrefix, description: "How the names of the known-device cookies start (a hash of the account follows)." },
  { name: "idleMinutes", value: String(idleTimeoutMs / minute), description: "Minutes without activity after which a session ends." },
  { name: "sessionHours", value: String(absoluteLifetimeMs / hour), description: "Hours after its login at which a session ends, however active." },
  { name: "languageCookieDays", value: String(localeCookieLifetimeMs / day), description: "Days the language chosen in a browser is kept there." },
  { name: "knownDeviceDays", value: String(knownDeviceLifetimeMs / day), description: "Days a browser stays known after its last login." },
  { name: "visitorAnswersKey", value: `${storageKeyPrefix}${storageNames.visitorAnswers}`, description: "The local-storage entry of a visitor's answers." },
  { name: "unsavedAnswersKey", value: `${storageKeyPrefix}${storageNames.unsavedAnswers}`, description: "How the local-storage entry of a student's unsaved answers starts (the username follows)." },
];

/** The same, as values by name for interpolate. */
export const keptInBrowserTokens: Readonly<Record<string, string>> = Object.fromEntries(keptInBrowserTokenList.map(({ name, value }) => [name, value]));
