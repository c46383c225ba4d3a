import type { Answers } from "../../engine/index.ts";
import { asAnswers } from "../navigation/navState.ts";

/**
 * A visitor's answers, kept in the browser's local storage until they are saved into an account
 * (spec section 1: a visitor may fill in answers locally), so a reload or a detour through the
 * account pages loses nothing.
 */
const storageKey = "transfer-application.visitor-answers";

export function readVisitorAnswers(): Answers {
  const raw = localStorage.getItem(storageKey);
  if (raw === null) return {};
  try {
    return asAnswers(JSON.parse(raw)) ?? {};
  } catch {
    // Not ours (or cut short): nothing there can be read back as answers.
    console.warn("the visitor's stored answers are not JSON; they were left out");
    return {};
  }
}

export function writeVisitorAnswers(answers: Answers): void {
  if (Object.keys(answers).length === 0) localStorage.removeItem(storageKey);
  else localStorage.setItem(storageKey, JSON.stringify(answers));
}

/** Once the answers are in an account, the browser keeps no copy (a shared computer). */
export const clearVisitorAnswers = (): void => localStorage.removeItem(storageKey);
