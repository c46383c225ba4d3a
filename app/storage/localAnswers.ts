import { type Answers, storageKeyPrefix } from "../../engine/index.ts";
import { asAnswers } from "../navigation/navState.ts";
import { idleOrLeaving } from "./idleOrLeaving.ts";

/** Answers kept in the browser's local storage under one key. */
export interface LocalAnswers {
  /** What is kept, read back only as answers; nothing when the entry is missing or not ours. */
  read: () => Answers;
  /** Keeps these answers; none removes the entry. */
  write: (answers: Answers) => void;
  /**
   * Keeps these answers once the browser is idle, or as the page is hidden or left, whichever
   * comes first: an answer changes as the student types or clicks, and writing the whole set
   * there and then (JSON and a synchronous storage write) delayed what the click shows. None
   * removes the entry at once, so nothing is left behind a moment longer than before. A later
   * `write`, `writeSoon` or `clear` replaces a write still waiting; `read` sees it.
   */
  writeSoon: (answers: Answers) => void;
  clear: () => void;
}

/** The writes waiting for the browser to be idle, by storage key: the latest answers of each. */
const waiting = new Map<string, Answers>();

function store(storageKey: string, answers: Answers): void {
  if (Object.keys(answers).length === 0) localStorage.removeItem(storageKey);
  else localStorage.setItem(storageKey, JSON.stringify(answers));
}

/** Writes every waiting set of answers now. */
function flushLocalAnswers(): void {
  for (const [storageKey, answers] of waiting) store(storageKey, answers);
  waiting.clear();
}

/** Answers kept under `storageKeyPrefix` followed by `name`. */
export function localAnswers(name: string): LocalAnswers {
  const storageKey = `${storageKeyPrefix}${name}`;
  return {
    read: () => {
      // The build's prerender draws pages outside a browser, for a visitor with nothing stored.
      if (typeof localStorage === "undefined") return {};
      const pending = waiting.get(storageKey);
      if (pending) return { ...pending };
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
      waiting.delete(storageKey);
      store(storageKey, answers);
    },
    writeSoon: (answers) => {
      if (Object.keys(answers).length === 0) {
        waiting.delete(storageKey);
        localStorage.removeItem(storageKey);
        return;
      }
      const first = waiting.size === 0;
      waiting.set(storageKey, answers);
      if (first) idleOrLeaving(flushLocalAnswers);
    },
    clear: () => {
      waiting.delete(storageKey);
      localStorage.removeItem(storageKey);
    },
  };
}
