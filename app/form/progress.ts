import { type FieldErrors, type WebStatus, validateAnswers } from "../../engine/index.ts";
import { progress } from "../api/mutations/progress.ts";
import { reportFailure } from "../api/queryClient.ts";
import { appStore } from "../session/appStore.ts";
import { checkingForm, formStore, today } from "./appForm.ts";

/** Statuses during which each page visit is recorded as the last page (spec section 4). */
const recordsPages: ReadonlySet<WebStatus> = new Set(["started", "validating"]);

/** A background call's failure: a lost session logs out; anything else is retried on the next visit. */
const quietly = (call: Promise<unknown>): void => {
  call.catch(reportFailure);
};

/** Spec section 4: a logged-in student with no status yet is started, locally and on the server. */
export function startIfNew(): void {
  const app = appStore.getState();
  if (!app.isLoggedIn || app.isServiceUser || app.webStatus !== null) return;
  app.setWebStatus("started");
  quietly(progress.postWebStatus("started"));
}

/** Spec section 4: while started or validating, each page visit records its path as the last page. */
export function recordPage(path: string): void {
  const app = appStore.getState();
  if (!app.isLoggedIn || app.isServiceUser || !recordsPages.has(app.webStatus)) return;
  quietly(progress.putLastPage(path));
}

/** The new errors, keeping each key's previous list where its messages did not change, so its field does not render again. */
function keepUnchanged(previous: FieldErrors, next: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, list] of Object.entries(next)) {
    const before = previous[key];
    out[key] = before && before.length === list.length && before.every((m, i) => m === list[i]) ? before : list;
  }
  return out;
}

/**
 * Every answer checked; the errors go to the store, shown only while validating (spec section 4).
 * Checks run in the order they were asked for, each on the answers of its moment (the validator
 * loads once; after that each check waits only for its turn).
 */
export async function validateAll(): Promise<FieldErrors> {
  const form = await checkingForm();
  const errors = validateAnswers(form, formStore.getState().answers, { today: today() });
  const state = formStore.getState();
  state.setErrors(keepUnchanged(state.errors, errors), appStore.getState().webStatus === "validating");
  return errors;
}

/** While validating: the answers validated again and a non-empty error map posted (spec section 4). */
export async function recordValidation(): Promise<FieldErrors> {
  const errors = await validateAll();
  if (appStore.getState().webStatus === "validating" && Object.keys(errors).length > 0) await progress.postValidations(errors);
  return errors;
}

/** A check of its own accord: if the validator could not load (the network), the next change or submit loads it again, and submit says so. */
function recheck(): void {
  validateAll().catch((error: unknown) => console.warn("the answers could not be checked", error));
}

/**
 * Keeps the shown errors current while validating: a student fixing a highlighted field sees its
 * message go as the answer becomes valid, and the summary shrinks with it. Outside validating,
 * nothing is shown. Called once at start.
 */
export function connectValidation(): void {
  appStore.subscribe((s, prev) => {
    if (s.webStatus !== prev.webStatus) recheck();
  });
  formStore.subscribe((s, prev) => {
    if (s.answers !== prev.answers && appStore.getState().webStatus === "validating") recheck();
  });
}
