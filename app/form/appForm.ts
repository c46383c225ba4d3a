import { compileForm, formFieldRules } from "../../engine/index.ts";
import { createFormStore } from "../../renderer/index.ts";
import { application } from "../../schema/index.ts";
import { appStore } from "../session/appStore.ts";
import { readVisitorAnswers, writeVisitorAnswers } from "../visitor/visitorAnswers.ts";

/** The application the form pages render, compiled once. */
export const appForm = compileForm(application);

/** Limits and required questions of the application. */
export const appRules = formFieldRules(appForm);

/** Today, YYYY-MM-DD, in the browser's calendar (the server checks again on its own date). */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** The answers and form state of the student, shared by every form page. */
export const formStore = createFormStore(appForm, { isLoggedIn: appStore.getState().isLoggedIn });

/** Back to an empty form, holding the visitor's stored answers (if any). */
export function resetFormStore(): void {
  const visitor = readVisitorAnswers();
  formStore.setState(formStore.getInitialState(), true);
  formStore.getState().setSession({ isLoggedIn: appStore.getState().isLoggedIn });
  if (!appStore.getState().isLoggedIn) formStore.getState().loadAnswers(visitor);
}

/**
 * Wires the form store to the session: the renderer learns who is logged in, and a visitor's
 * answers are written to local storage as they change. Called once at start.
 */
export function connectFormStore(): void {
  if (!appStore.getState().isLoggedIn) formStore.getState().loadAnswers(readVisitorAnswers());
  appStore.subscribe((s, prev) => {
    if (s.isLoggedIn !== prev.isLoggedIn) formStore.getState().setSession({ isLoggedIn: s.isLoggedIn });
  });
  formStore.subscribe((s, prev) => {
    // A staff member's print view shows a student's answers: they are not the visitor's to keep.
    if (s.answers !== prev.answers && !appStore.getState().isLoggedIn && !s.isServiceUser) writeVisitorAnswers(s.answers);
  });
}
