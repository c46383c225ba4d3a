import { immer } from "zustand/middleware/immer";
import { createStore } from "zustand/vanilla";
import type { WebStatus } from "../../engine/index.ts";
import { hasSessionCookie } from "./cookie.ts";

/** The client snapshot of spec section 3 (answers live in the renderer's form store). */
export interface SessionSnapshot {
  isLoggedIn: boolean;
  username: string;
  /** Successful logins, at least 1 once logged in. */
  numLogins: number;
  /** Whether the student has used a navigation button yet. */
  hasChangedPage: boolean;
  webStatus: WebStatus;
  /** Staff in the read-only print view. */
  isServiceUser: boolean;
  /** The student has just submitted: the move to /completion brings the spec's notice (once). */
  justSubmitted: boolean;
}

export interface AppState extends SessionSnapshot {
  /** A login succeeded. */
  loggedIn: (username: string) => void;
  /** The profile loaded: who the student is and where the application stands. */
  profileLoaded: (profile: { username: string; numLogins: number; webStatus: WebStatus }) => void;
  /** Logged out, by choice, by inactivity or because the server ended the session. */
  loggedOut: () => void;
  /** The student used a navigation button (spec section 4: has_changed_page). */
  changedPage: () => void;
  /** The status moved on (the app posted it, or the server answered a submit). */
  setWebStatus: (webStatus: WebStatus) => void;
  /** A service token opened the read-only print view. */
  enteredServiceMode: () => void;
  /** The application was submitted just now. */
  submitted: () => void;
  /** The notice of a submit has been shown. */
  submittedNoticeShown: () => void;
}

const loggedOutSnapshot: SessionSnapshot = {
  isLoggedIn: false,
  username: "",
  numLogins: 1,
  hasChangedPage: false,
  webStatus: null,
  isServiceUser: false,
  justSubmitted: false,
};

/** The app's one store of session state; every write goes through immer. */
export const appStore = createStore<AppState>()(
  immer((set) => ({
    ...loggedOutSnapshot,
    isLoggedIn: hasSessionCookie(),
    loggedIn: (username) =>
      set((s) => {
        s.isLoggedIn = true;
        s.username = username;
        s.hasChangedPage = false;
      }),
    profileLoaded: ({ username, numLogins, webStatus }) =>
      set((s) => {
        s.username = username;
        s.numLogins = Math.max(1, numLogins);
        s.webStatus = webStatus;
      }),
    loggedOut: () =>
      set((s) => {
        Object.assign(s, loggedOutSnapshot);
      }),
    changedPage: () =>
      set((s) => {
        s.hasChangedPage = true;
      }),
    setWebStatus: (webStatus) =>
      set((s) => {
        s.webStatus = webStatus;
      }),
    enteredServiceMode: () =>
      set((s) => {
        s.isServiceUser = true;
      }),
    submitted: () =>
      set((s) => {
        s.webStatus = "submitted";
        s.justSubmitted = true;
      }),
    submittedNoticeShown: () =>
      set((s) => {
        s.justSubmitted = false;
      }),
  })),
);
