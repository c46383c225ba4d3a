import { Suspense, lazy, useState, useSyncExternalStore } from "react";
import { toastQueue } from "./toasts.ts";
import { loadLater } from "../loadLater.ts";

const ToastList = lazy(() => loadLater().then((m) => ({ default: m.ToastList })));

const anyToast = (): boolean => toastQueue.visibleToasts.length > 0;
const onToasts = (listener: () => void): (() => void) => toastQueue.subscribe(listener);

/**
 * The place of the notifications (ToastList.tsx). Each layout puts it in the page's flow under the
 * header and the step links: a toast moves the page down rather than lying on it, so it covers no
 * part of the header, the step links or the page's buttons at any width. The region itself is
 * drawn from the first toast on, so that its code (react-aria's toasts) stays off a page's first
 * load: without toasts it would draw nothing anyway.
 */
export function ToastRegion() {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const [drawn, setDrawn] = useState(false);
  const toastNow = useSyncExternalStore(onToasts, anyToast, () => false);
  if (toastNow && !drawn) setDrawn(true);
  return (
    <div ref={setSlot} className="toast-slot">
      {slot && (drawn || toastNow) && (
        <Suspense fallback={null}>
          <ToastList slot={slot} />
        </Suspense>
      )}
    </div>
  );
}
