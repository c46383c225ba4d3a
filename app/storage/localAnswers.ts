import type { Answers } from "../../engine/index.ts";
import { asAnswers } from "../navigation/navState.ts";

/** Answers kept in the browser's local storage under one key. */
export interface LocalAnswers {
  /** What is kept, read back only as answers; nothing when the entry is missing or not ours. */
  read: () => Answers;
  /** Keeps these answers; none removes the entry. */
  write: (answers: Answers) => void;
  clear: () => void;
}

export function localAnswers(storageKey: string): LocalAnswers {
  return {
    read: () => {
      const raw = localStorage.getItem(storageKey);
      if (raw === null) return {};
      try {
        return asAnswers(JSON.parse(raw)) ?? {};
      } catch {
        // Not ours (or cut short): nothing there can be read back as answers.
        console.warn(`the answers stored under ${storageKey} are not JSON; they were left out`);
        return {};
      }
    },
    write: (answers) => {
      if (Object.keys(answers).length === 0) localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, JSON.stringify(answers));
    },
    clear: () => localStorage.removeItem(storageKey),
  };
}
