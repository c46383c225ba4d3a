import type { StateCreator } from "zustand/vanilla";
import type { AnswersSlice } from "./answersSlice.ts";
import type { EntrySlice } from "./entrySlice.ts";
import type { UiSlice } from "./uiSlice.ts";

/** The whole client store: answers plus the session and UI state the app hands over, and removing a repeat entry. */
export type FormState = AnswersSlice & UiSlice & EntrySlice;

/** The data part of the store (no actions): what a test or the app may start it with. */
export type StoreData = { [K in keyof FormState as FormState[K] extends (...args: never[]) => unknown ? never : K]: FormState[K] };

/** The actions of the store (functions, the same for its whole life). */
export type StoreActions = { [K in keyof FormState as FormState[K] extends (...args: never[]) => unknown ? K : never]: FormState[K] };

/** A slice of the store, written with immer drafts. */
export type SliceCreator<Slice> = StateCreator<FormState, [["zustand/immer", never]], [], Slice>;
