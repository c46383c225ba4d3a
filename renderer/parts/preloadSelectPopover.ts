/** Loads the code of a select's open list (SelectPopover.tsx), which comes with the inputs no first screen draws. */
export const loadSelectPopover = () => import("../kinds/laterInputs.ts");

/**
 * Loads the code of a select's open list (react-aria's popover, focus scope and list box), which
 * no page needs until a select opens. The app calls it at idle after the first paint; a select
 * calls it when the pointer or focus comes to it. A failed preload costs nothing: opening loads it.
 */
export function preloadSelectPopover(): void {
  void loadSelectPopover().catch(() => undefined);
}
