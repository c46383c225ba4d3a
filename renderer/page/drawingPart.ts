import { createContext, use } from "react";
import { typingPaused } from "./typingPause.ts";

/**
 * A part of the page drawn after the first, until it is on the page. Mutable on purpose: it turns
 * drawn in the commit that puts the part on the page, without rendering its nodes again.
 */
export interface DrawingPart {
  drawn: boolean;
}

/** The part being drawn around a node, or null where nothing is drawn later (first part, print, tests). */
export const DrawingPartContext = createContext<DrawingPart | null>(null);

/**
 * Read by every node as it renders. React draws a later part in a transition, in slices between
 * which the browser handles keys; but the slice a key lands in delays it, and the slices that
 * follow delay its paint. So a part begun just before the student's first key stops at its next
 * node once they type and goes on from there at their pause. Once the part is on the page it
 * waits for nothing: a field shown later inside it (a block an answer opens) is never held back.
 */
export function useDrawnBetweenKeys(): void {
  const part = use(DrawingPartContext);
  if (part && !part.drawn) use(typingPaused());
}
