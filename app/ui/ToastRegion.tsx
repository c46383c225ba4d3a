import { type RefObject, Suspense, lazy, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { toastQueue } from "./toasts.ts";
import { loadLater } from "../loadLater.ts";

const ToastList = lazy(() => loadLater().then((m) => ({ default: m.ToastList })));

const anyToast = (): boolean => toastQueue.visibleToasts.length > 0;
const onToasts = (listener: () => void): (() => void) => toastQueue.subscribe(listener);

/**
 * Keeps the band as tall as its toasts, except where shrinking would move the page. The band
 * grows at once when a toast comes: the page's box above it gets shorter from the bottom, and
 * what is in it stays where it was. When toasts leave, the page's box grows by what the band
 * gives up; a page scrolled to its end would then be pulled down by as much (the browser keeps a
 * scroll position within its box), so the band gives up only what the page can take without
 * moving: the distance still to scroll. The rest waits, empty, until the student scrolls up or the
 * page changes.
 */
function useBandHeight(bandBox: RefObject<HTMLElement | null>, list: HTMLElement | null, pageBox: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const band = bandBox.current;
    const page = pageBox.current;
    if (!band || !list || !page) return;
    let kept = 0;
    const fit = (): void => {
      const needed = list.offsetHeight;
      const stillToScroll = Math.max(0, Math.floor(page.scrollHeight - page.clientHeight - page.scrollTop));
      kept = Math.max(needed, kept - stillToScroll);
      band.style.minHeight = `${kept}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(list);
    page.addEventListener("scroll", fit, { passive: true });
    return () => {
      observer.disconnect();
      page.removeEventListener("scroll", fit);
    };
  }, [bandBox, list, pageBox, pathname]);
}

/** Props of ToastRegion. */
interface ToastRegionProps {
  /** The page's own scrolling box, above the band (AppShell). */
  page: RefObject<HTMLElement | null>;
}

/**
 * The place of the notifications (ToastList.tsx): a band at the bottom of the window, under the
 * page's own scrolling box, never over it. A toast arriving or leaving moves nothing on the page
 * (issue 28, finding 1: a toast in the page's flow pushed the form down and, closing, pulled it
 * up under the student's pointer), it is always in view wherever the student has scrolled, and it
 * covers no control (a toast laid over the page hid the fields behind it). The toasts' code
 * (react-aria's toasts) is loaded from the first toast on, so that it stays off a page's first load.
 */
export function ToastRegion({ page }: ToastRegionProps) {
  const band = useRef<HTMLDivElement>(null);
  // State, not a ref: the toasts are drawn into this element once it exists.
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const [drawn, setDrawn] = useState(false);
  const toastNow = useSyncExternalStore(onToasts, anyToast, () => false);
  useBandHeight(band, list, page);
  if (toastNow && !drawn) setDrawn(true);
  return (
    <div ref={band} className="toast-band">
      <div ref={setList} className="toast-slot">
        {list && (drawn || toastNow) && (
          <Suspense fallback={null}>
            <ToastList slot={list} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
