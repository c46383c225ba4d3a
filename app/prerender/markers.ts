/**
 * What the build writes on the root element of a prerendered page (scripts/build/prerender.ts)
 * and the browser reads before it hydrates it (canHydrate.ts).
 */
export const appRootId = "root";

export const prerenderedAttributes = {
  /** The year the page was drawn in: the year lists count from it (see canHydrate.ts). */
  year: "data-prerendered-year",
  /**
   * Holds an inline style of the page: the Content-Security-Policy refuses style attributes in the
   * HTML, so the build moves each into a stylesheet rule on this attribute, and the browser puts it
   * back as a style set from script (which the policy allows) before React takes the page over.
   */
  inlineStyle: "data-prerendered-style",
  /**
   * Marks a page React has not taken over yet (TakenOver.tsx lifts it). The page takes typing,
   * ticks and choices from its first paint, natively; until the mark goes, the takeover script
   * keeps the presses of the app's own controls and hands them over after (takeover.ts).
   */
  pending: "data-prerendered-pending",
} as const;
