import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { toastQueue } from "./toasts.ts";
import { loadLater } from "../loadLater.ts";

const ToastList = lazy(() => loadLater().then((m) => ({ default: m.ToastList })));

const anyToast = (): boolean => toastQueue.visibleToasts.length > 0;
const onToasts = (listener: () => void): (() => void) => toastQueue.subscribe(listener);

/**
 * The tallest the toasts have been on this page. Room for them at the end of the document lets a
 * student scroll any control out from under them; it only grows while the page is shown, since
 * room taken away at the end would pull a page scrolled to its end down (issue 28, finding 1).
 */
function useRoom(slot: HTMLElement | null): number {
  const { pathname } = useLocation();
  const [room, setRoom] = useState(0);
  useEffect(() => {
    if (!slot) return;
    setRoom(slot.offsetHeight);
    const observer = new ResizeObserver(() => setRoom((r) => Math.max(r, slot.offsetHeight)));
    observer.observe(slot);
    return () => observer.disconnect();
  }, [slot, pathname]);
  return room;
}

/**
 * The place of the notifications (ToastList.tsx): fixed at the bottom of the window, out of the
 * page's flow, so that a toast arriving or leaving moves nothing on the page (issue 28, finding 1:
 * a toast in the flow pushed the form down and, closing, pulled it up under the student's
 * pointer); it is always in view, wherever the student has scrolled. After everything else, the
 * room that lets the page's last controls come out from under it. The region itself is drawn from
 * the first toast on, so that its code (react-aria's toasts) stays off a page's first load.
 */
export function ToastRegion() {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const [drawn, setDrawn] = useState(false);
  const toastNow = useSyncExternalStore(onToasts, anyToast, () => false);
  const room = useRoom(slot);
  if (toastNow && !drawn) setDrawn(true);
  return (
    <>
      <div ref={setSlot} className="toast-slot">
        {slot && (drawn || toastNow) && (
          <Suspense fallback={null}>
            <ToastList slot={slot} />
          </Suspense>
        )}
      </div>
      <div className="toast-room" style={{ height: room }} aria-hidden="true" />
    </>
  );
}
