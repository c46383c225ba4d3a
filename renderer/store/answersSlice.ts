import { type AnswerValue, type Answers, type Form, applyChanges } from "../../engine/index.ts";
import type { FormState, SliceCreator } from "./types.ts";

/** The student's answers and what changed since the app last saved them. */
export interface AnswersSlice {
  answers: Record<string, AnswerValue>;
  /** Keys changed since the last save, with their new values: what the app sends with PUT /api/answer. */
  unsaved: Record<string, AnswerValue>;
  /**
   * The one way answers change: the engine applies the changes (companions, clearing) and the
   * store takes its result in one immer update. Returns the patch that was applied.
   */
  change: (changes: Readonly<Record<string, AnswerValue>>) => Readonly<Record<string, AnswerValue>>;
  /** Replaces every answer (a loaded profile or temporary answer set); nothing is unsaved after. */
  loadAnswers: (answers: Answers) => void;
  /** Forgets the unsaved changes the app has just saved. */
  markSaved: (saved: Readonly<Record<string, AnswerValue>>) => void;
}

export const answersSlice =
  (form: Form, initial: Partial<FormState>): SliceCreator<AnswersSlice> =>
  (set, get) => ({
    answers: { ...initial.answers },
    unsaved: {},
    change: (changes) => {
      const { patch } = applyChanges(form, get().answers, changes);
      const entries = Object.entries(patch);
      if (entries.length === 0) return patch;
      set((s) => {
        for (const [key, value] of entries) {
          s.answers[key] = value;
          s.unsaved[key] = value;
        }
      });
      return patch;
    },
    loadAnswers: (answers) =>
      set((s) => {
        s.answers = { ...answers };
        s.unsaved = {};
      }),
    markSaved: (saved) =>
      set((s) => {
        // A key typed again while the save was on its way stays unsaved.
        s.unsaved = Object.fromEntries(Object.entries(s.unsaved).filter(([key, value]) => !(key in saved) || saved[key] !== value));
      }),
  });
