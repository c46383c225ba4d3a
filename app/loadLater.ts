import { whenIdle } from "./ui/whenIdle.ts";

/** Loads what no page draws until something happens (later.ts): the dialogs, the toasts, the account panel. */
export const loadLater = () => import("./later.ts");

/**
 * Loads it once the first page has painted and the browser is idle, so that it is there before
 * anything opens. A failed preload costs nothing: the first dialog, toast or panel loads it again.
 */
export function preloadLater(): void {
  whenIdle(() => void loadLater().catch(() => undefined));
}
