import { type Answers, type CompiledValidator, type Form, compileForm, formFieldRules } from "../../engine/index.ts";
import { createFormStore } from "../../renderer/index.ts";
import { applicationContent } from "../../schema/content.ts";
import { answerMessages } from "../../schema/generated/answerMessages.ts";
import { document } from "../../schema/generated/documentValidator.js";
import { formMessages } from "../../schema/generated/formMessages.ts";
import { pageLocale } from "../locale.ts";
import { appStore } from "../session/appStore.ts";
import { keptAnswers, restorable } from "../session/keptAnswers.ts";
import { readVisitorAnswers, writeVisitorAnswersSoon } from "../visitor/visitorAnswers.ts";
import { loadAnswerValidator, loadedAnswerValidator, rendererAnswerValidator } from "./answerValidator.ts";
import { today } from "./today.ts";

/**
 * The application the form pages render, compiled once, in the page's language. Its answers'
 * validator is the renderer's (answerValidator.ts), which checks dates from the start; whatever
 * checks other answers takes checkingForm or loadedCheckingForm.
 */
export const appForm = compileForm({ ...applicationContent, validators: { answers: rendererAnswerValidator, document, answerMessages, formMessages } }, { locale: pageLocale });

const withAnswerValidator = (answers: CompiledValidator): Form => ({
  ...appForm,
  definition: { ...appForm.definition, validators: { ...appForm.definition.validators, answers } },
});

/** The application with the whole answers' validator, loaded if it has not been yet. */
export async function checkingForm(): Promise<Form> {
  return withAnswerValidator(await loadAnswerValidator());
}

/** The application with the whole answers' validator, for callers that made sure it has loaded. */
export function loadedCheckingForm(): Form {
  const answers = loadedAnswerValidator();
  if (!answers) throw new Error("the answers' validator is used before it has loaded (loadAnswerValidator)");
  return withAnswerValidator(answers);
}

/** Limits and required questions of the application. */
export const appRules = formFieldRules(appForm);

export { today } from "./today.ts";

/** The answers and form state of the student, shared by every form page. */
export const formStore = createFormStore(appForm, { isLoggedIn: appStore.getState().isLoggedIn });

// The student whose unsaved answers the store holds and keeps a copy of (session/keptAnswers.ts):
// set once their answers are loaded, none between sessions, so emptying the store as a session
// ends or starts leaves the copy for when the student is back.
let keeping: string | null = null;

/** Back to an empty form, holding the visitor's stored answers (if any). */
export function resetFormStore(): void {
  keeping = null;
  const visitor = readVisitorAnswers();
  formStore.setState(formStore.getInitialState(), true);
  formStore.getState().setSession({ isLoggedIn: appStore.getState().isLoggedIn });
  if (!appStore.getState().isLoggedIn) formStore.getState().loadAnswers(visitor);
}

/**
 * A student's saved answers into the store, with what they typed and had not saved when their
 * last session ended put back as unsaved answers (saved with the next save). A submitted
 * application takes no more changes, so its kept copy is dropped.
 */
export function loadStudentAnswers(username: string, saved: Answers, submitted: boolean): void {
  const kept = keptAnswers(username);
  // Read first: loading the saved answers empties the unsaved ones the copy follows.
  const stored = kept.read();
  // The profile query loaded the answers' validator when there was something to put back.
  const typed = Object.keys(stored).length > 0 ? restorable(loadedCheckingForm(), stored, today()) : {};
  keeping = null;
  formStore.getState().loadAnswers(saved);
  if (submitted) return kept.clear();
  keeping = username;
  formStore.getState().change(typed);
  kept.write(formStore.getState().unsaved);
}

/**
 * Wires the form store to the session: the renderer learns who is logged in, a visitor's answers
 * are written to local storage as they change, and so are a student's unsaved ones, each once the
 * browser is idle after the change has been drawn (or as the page is hidden or left). Called
 * once, as the form loads (formPart.ts).
 */
export function connectFormStore(): void {
  if (!appStore.getState().isLoggedIn) formStore.getState().loadAnswers(readVisitorAnswers());
  appStore.subscribe((s, prev) => {
    if (s.isLoggedIn !== prev.isLoggedIn) formStore.getState().setSession({ isLoggedIn: s.isLoggedIn });
  });
  formStore.subscribe((s, prev) => {
    // A staff member's print view shows a student's answers: they are not the visitor's to keep.
    if (s.answers !== prev.answers && !appStore.getState().isLoggedIn && !s.isServiceUser) writeVisitorAnswersSoon(s.answers);
    if (s.unsaved !== prev.unsaved && keeping !== null) keptAnswers(keeping).writeSoon(s.unsaved);
  });
}
