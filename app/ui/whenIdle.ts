import { afterTypingPause } from "../../renderer/index.ts";
import { whenTakenOver } from "../prerender/whenTakenOver.ts";

/** Runs `run` at the browser's next idle moment, or within two seconds on a page never idle. */
export const onIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
};

/**
 * Runs `task` once, when the page is React's (a prerendered one hydrated), has painted, the
 * browser is idle and the student is not typing: for work that prepares for later (code loaded
 * before anything needs it), so that it never competes with the page's own code, its first paint
 * or a keystroke. Whatever needs that code before then loads it itself.
 */
export function whenIdle(task: () => void): void {
  whenTakenOver(() => requestAnimationFrame(() => onIdle(() => afterTypingPause(() => onIdle(task)))));
}
