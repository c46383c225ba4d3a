import type { Answers } from "../../engine/index.ts";
import { asAnswers } from "../navigation/navState.ts";

/** The start of every key the app keeps in local storage. */
export const storageKeyPrefix = "transfer-application.";

/** Answers kept in the browser's local storage under one key. */
export interface LocalAnswers {
  /** What is kept, read back only as answers; nothing when the entry is missing or not ours. */
  read: () => Answers;
  /** Keeps these answers; none removes the entry. */
  write: (answers: Answers) => void;
  clear: () => void;
}

/** Answers kept under `storageKeyPrefix` followed by `name`. */
export function localAnswers(name: string): LocalAnswers {
  const storageKey = `${storageKeyPrefix}${name}`;
  return {
    read: () => {
      // The build's prerender draws pages outside a browser, for a visitor with nothing stored.
      if (typeof localStorage === "undefined") return {};
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
