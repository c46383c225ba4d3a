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

/** A promise React's `use` reads as fulfilled without suspending (the fields of its thenable protocol). */
const notTyping: Promise<void> = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });
/** The promise of the next pause, shared by every reader while the student types. */
let nextPause: Promise<void> | null = null;

/**
 * For React's `use`: a fulfilled promise while the student is not typing, else one of the next
 * pause in their typing. A component that reads it in a transition holds the transition back
 * until then, and React renders it again once the pause comes.
 */
export function typingPaused(): Promise<void> {
  listen();
  if (performance.now() - lastTypedAt >= typingPauseMs) return notTyping;
  nextPause ??= new Promise<void>((resolve) =>
    afterTypingPause(() => {
      nextPause = null;
      resolve();
    }),
  );
  return nextPause;
}
