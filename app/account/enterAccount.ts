import { type Answers, answerShapeErrors, withoutEmpty } from "../../engine/index.ts";
import { queryClient } from "../api/queryClient.ts";
import { today } from "../form/today.ts";
import { appStore } from "../session/appStore.ts";
import { resetForm } from "../session/formReset.ts";

/**
 * The visitor's answers as the server will store them: empty ones left out (they would overwrite
 * saved answers with nothing), and any the data model cannot hold (an answer kept from an older
 * version of the form) dropped by the same check the server runs, so the rest is not refused with it.
 */
export async function storableAnswers(answers: Answers | undefined): Promise<Answers | undefined> {
  if (!answers) return undefined;
  const filled = withoutEmpty(answers);
  if (Object.keys(filled).length === 0) return undefined;
  // The application's form is checked against only when there are answers to carry; it loads then.
  const { checkingForm } = await import("../form/formPart.ts");
  const refused = answerShapeErrors(await checkingForm(), filled, { today: today() });
  const storable = Object.fromEntries(Object.entries(filled).filter(([key]) => !(key in refused)));
  return Object.keys(storable).length > 0 ? storable : undefined;
}

/** A login succeeded: the browser starts the student's session from nothing (the profile will fill it). */
export function startSession(username: string): void {
  appStore.getState().loggedIn(username);
  queryClient.removeQueries();
  resetForm();
}
