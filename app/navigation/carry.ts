import { type Answers, withoutEmpty } from "../../engine/index.ts";
import { appStore } from "../session/appStore.ts";
import { readVisitorAnswers } from "../visitor/visitorAnswers.ts";
import type { NavState } from "./navState.ts";

/**
 * The visitor's answers to carry to the next screen (spec section 2: account pages carry the
 * student's answers along): those this screen was handed, else the visitor's own. A logged-in
 * student's answers are on the server, so nothing is carried for them. The visitor's own are read
 * from local storage, which the form's store writes after every change (a read also sees a write
 * still waiting; the account pages load no form).
 */
export function carriedAnswers(state: NavState): Answers | undefined {
  if (state.answers) return state.answers;
  if (appStore.getState().isLoggedIn) return undefined;
  const answers = withoutEmpty(readVisitorAnswers());
  return Object.keys(answers).length > 0 ? answers : undefined;
}

/** Navigation state that carries the answers, plus what else the next screen needs. */
export const carrying = (state: NavState, extra: NavState = {}): NavState => {
  const answers = carriedAnswers(state);
  return { ...extra, ...(answers ? { answers } : {}) };
};
