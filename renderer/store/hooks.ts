import { useStore } from "zustand";
import { type AnswerValue, type Condition, type Scope, evaluate, reader } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import type { FormState, StoreActions } from "./types.ts";

/**
 * Narrow selector hooks: each returns one small value, so a component re-renders only when
 * that value changes, and a keystroke in one field re-renders that field alone.
 */
export function useFormStore<T>(selector: (state: FormState) => T): T {
  return useStore(useFormContext().store, selector);
}

const noErrors: readonly string[] = [];

/** One answer. */
export const useAnswer = (key: string): AnswerValue | undefined => useFormStore((s) => s.answers[key]);

/** An answer as text: "" when unanswered or not text. */
export const answerText = (value: AnswerValue | undefined): string => (typeof value === "string" ? value : "");

/** One answer as text ("" when unanswered or not text). */
export const useTextAnswer = (key: string): string => useFormStore((s) => answerText(s.answers[key]));

/**
 * The store's actions. They never change, so they are read without a subscription: each
 * subscription is a selector run on every answer change, in every field that holds one.
 */
export const useActions = (): StoreActions => useFormContext().store.getState();

/** The store's one answer-writing action. */
export const useChange = (): FormState["change"] => useActions().change;

/** The errors a field shows: its messages while the app shows errors, else none. */
export const useFieldErrors = (key: string): readonly string[] =>
  useFormStore((s) => (s.showErrors ? (s.errors[key] ?? noErrors) : noErrors));

/** Whether a condition written in `scope` holds for the current answers. */
export const useCondition = (when: Condition, scope: Scope): boolean => useFormStore((s) => evaluate(when, reader(s.answers, scope)));

export const useIsLoggedIn = (): boolean => useFormStore((s) => s.isLoggedIn);

export const useIsServiceUser = (): boolean => useFormStore((s) => s.isServiceUser);
