import { loggedInCookieName } from "../../engine/keptInBrowser.ts";

/** The value of the readable cookie `name` in `cookies` (document.cookie's form: "a=1; b=2"). */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const [key, value] = part.trim().split("=");
    if (key === name) return value;
  }
  return undefined;
}

/**
 * Whether a session may exist (spec section 4: detected from a cookie on load). The session
 * cookie itself is HttpOnly; the server sets the readable `logged_in=1` beside it, which grants
 * nothing: the first call tells whether the session is still good. The build's prerender draws
 * pages outside a browser, for a visitor without one.
 */
export const hasSessionCookie = (): boolean => typeof document !== "undefined" && cookieValue(document.cookie, loggedInCookieName) === "1";
