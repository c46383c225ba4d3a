/**
 * Whether the student is typing: work that can wait (drawing the rest of a long page, code loaded
 * ahead of use) waits for a pause, so that it never lands between two keystrokes. Only keys that
 * change text count: Tab and the arrows move on, and moving on to a part not drawn yet is what the
 * waiting work is for.
 */

/** How long after a typed key the student counts as typing still. */
export const typingPauseMs = 400;

let lastTypedAt = Number.NEGATIVE_INFINITY;
let listening = false;

const types = (event: KeyboardEvent): boolean => event.key.length === 1 || event.key === "Backspace" || event.key === "Delete";

function listen(): void {
  if (listening || typeof document === "undefined") return;
  listening = true;
  document.addEventListener("keydown", (event) => {
    if (types(event)) lastTypedAt = performance.now();
  }, { capture: true, passive: true });
}

/**
 * Runs `run` now if no key has been typed for a moment, or else once the typing pauses. Returns a
 * function that cancels a run still waiting.
 */
export function afterTypingPause(run: () => void): () => void {
  listen();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (): void => {
    const left = lastTypedAt + typingPauseMs - performance.now();
    if (left > 0) timer = setTimeout(attempt, left);
    else {
      timer = undefined;
      run();
    }
  };
  attempt();
  return () => clearTimeout(timer);
}
