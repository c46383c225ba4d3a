import { afterTypingPause } from "../../renderer/index.ts";

const onIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
};

/**
 * Runs `task` once, after the next paint, when the browser is idle and the student is not typing:
 * for work that prepares for later (code loaded before anything needs it), so that it never holds
 * up the first paint or a keystroke. Whatever needs that code before then loads it itself.
 */
export function whenIdle(task: () => void): void {
  requestAnimationFrame(() => onIdle(() => afterTypingPause(() => onIdle(task))));
}
