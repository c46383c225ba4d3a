import { today } from "../form/today.ts";
import { hasSessionCookie } from "../session/cookie.ts";
import { prerenderedAttributes } from "./markers.ts";

/**
 * Whether the HTML in `root`, drawn at build time for a new visitor (scripts/build/prerender.ts),
 * is what the app draws first here, so React can hydrate it instead of drawing the page again.
 * It is only for a visitor with nothing of the app in the browser: a session cookie (a student
 * whose answers load), stored answers, a query (a token, a service token), a hash (a link to a
 * field draws the whole page) or a message handed over in the history entry all draw something
 * else. The year lists count from today's year, so a page drawn in another year is drawn again.
 */
export function canHydrate(root: HTMLElement): boolean {
  const year = root.getAttribute(prerenderedAttributes.year);
  if (year === null || !root.hasChildNodes()) return false;
  if (year !== today().slice(0, 4)) return false;
  // The takeover script made the page inert if what this browser holds has it drawn again (drawnAgain.ts).
  return !hasSessionCookie() && !root.inert;
}
