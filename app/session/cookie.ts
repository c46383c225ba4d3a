import { loggedInCookieName } from "../../engine/index.ts";

/**
 * Whether a session may exist (spec section 4: detected from a cookie on load). The session
 * cookie itself is HttpOnly; the server sets the readable `logged_in=1` beside it, which grants
 * nothing: the first call tells whether the session is still good. The build's prerender draws
 * pages outside a browser, for a visitor without one.
 */
export const hasSessionCookie = (): boolean =>
  typeof document !== "undefined" && document.cookie.split(";").some((part) => part.trim() === `${loggedInCookieName}=1`);
