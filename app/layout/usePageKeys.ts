import { type RefObject, useEffect } from "react";

/** Of the window's height, how much Page Down and Space move the page (as Chromium and Firefox do). */
const pageStep = 0.875;
/** How far an arrow key moves the page, in CSS pixels (Chromium's line step). */
const lineStep = 40;

/** Where a scrolling key takes `box`, or undefined for any other key. */
function scrollTarget(key: string, shift: boolean, box: HTMLElement): number | undefined {
  const page = box.clientHeight * pageStep;
  switch (key) {
    case "PageDown":
      return box.scrollTop + page;
    case "PageUp":
      return box.scrollTop - page;
    case " ":
      return box.scrollTop + (shift ? -page : page);
    case "ArrowDown":
      return box.scrollTop + lineStep;
    case "ArrowUp":
      return box.scrollTop - lineStep;
    case "Home":
      return 0;
    case "End":
      return box.scrollHeight;
    default:
      return undefined;
  }
}

/**
 * The keyboard scrolls the page's own box (AppShell) while nothing on the page has focus. The
 * browser scrolls the box that holds the focused element, and with focus on the body (a page just
 * opened, before the first Tab) that is the window, which no longer scrolls: without this, Page
 * Down, Space, the arrows, Home and End did nothing for a keyboard user until they tabbed into
 * the page. Keys the page takes itself (defaultPrevented) or with a modifier are left alone.
 */
export function usePageKeys(page: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = page.current;
    if (!box) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target !== document.body && event.target !== document.documentElement) return;
      const top = scrollTarget(event.key, event.shiftKey, box);
      if (top === undefined) return;
      event.preventDefault();
      box.scrollTo({ top });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [page]);
}
