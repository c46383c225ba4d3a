import { type RefObject, useLayoutEffect } from "react";

/**
 * The mark a page's part (a section) gets once it has been drawn whole: the stylesheet lets the
 * browser skip drawing a marked part while it is far from the screen (content-visibility), and the
 * part then keeps the height it was drawn at. An unmarked part is always drawn. A part skipped
 * before it was ever drawn would hold a guessed height until the screen reached it, then take its
 * own and move what is below it: a student who goes straight to the end of a long page (the End
 * key, Tab to Save and Continue) would see the button move under the pointer.
 */
export const sizedPartAttribute = "data-sized";

/**
 * Marks the parts of the page in `page` that are not marked yet, in the second frame from now:
 * the next frame draws them whole, and the browser records the height they were drawn at.
 */
export function useSizedParts(page: RefObject<HTMLElement | null>, count: number): void {
  useLayoutEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        for (const part of page.current?.children ?? []) if (!part.hasAttribute(sizedPartAttribute)) part.setAttribute(sizedPartAttribute, "");
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [page, count]);
}
