import { wordsNow } from "../words.ts";
import { handleUnauthorized, queryClient } from "../api/queryClient.ts";
import { logoutRequest } from "../api/mutations/session.ts";
import type { NavState } from "../navigation/navState.ts";
import { appStore } from "./appStore.ts";
import { resetForm } from "./formReset.ts";

type Navigate = (to: string, state?: NavState) => void;

let navigate: Navigate = () => {
  throw new Error("bindNavigation was not called");
};

/** The router's navigate, given once at start (the router is built after this module). */
export function bindNavigation(to: Navigate): void {
  navigate = to;
}

/**
 * Ends the session in the browser (spec section 4): forgets every cached call and every answer
 * shown, then goes to /login with a message. What the server does is the caller's business.
 */
export function endSession(state: NavState = {}): void {
  appStore.getState().loggedOut();
  queryClient.clear();
  resetForm();
  navigate("/login", state);
}

/** Logs out after inactivity: the cookies go to the server once more to end the session there. */
export function logOutForInactivity(): void {
  // Failure is fine: an idle session has ended on the server as well.
  logoutRequest().catch(() => undefined);
  endSession({ error: wordsNow().messages.inactivityLogout });
}

/** A 401 anywhere: the session is gone (spec section 8). The first one ends it; later ones find it ended. */
export function watchForLostSession(): void {
  handleUnauthorized(() => {
    if (appStore.getState().isLoggedIn) endSession({ error: wordsNow().messages.sessionInvalid });
  });
}
