import { type PointerEvent, useEffect, useRef, useState } from "react";
import {
  Button,
  Text,
  type QueuedToast,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as RacToastRegion,
} from "react-aria-components";
import { UNSAFE_PortalProvider as PortalProvider } from "react-aria";
import { CrossIcon } from "../../renderer/index.ts";
import { useWords } from "../words.ts";
import { type ToastContent as Content, toastQueue } from "./toasts.ts";

// Spec section 9: a toast dragged more than 50 px to the right is dismissed.
const swipeThreshold = 50;
// Spec section 9: F8 moves focus to the notifications.
const hotkey = "F8";

/** Props of AppToast. */
interface AppToastProps {
  /** The queued toast with its content. */
  toast: QueuedToast<Content>;
}

/**
 * One toast: title, message and a close button; it can be swiped to the right to dismiss it. It is
 * named by the spec's name for it, which a screen reader announces; the title shown says it in a
 * student's words (issue 28, finding 11).
 */
function AppToast({ toast }: AppToastProps) {
  const words = useWords();
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest("button")) return;
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = () => {
    if (startX.current === null) return;
    startX.current = null;
    if (offset > swipeThreshold) toastQueue.close(toast.key);
    else setOffset(0);
  };
  const { severity, name, title, message } = toast.content;
  return (
    <Toast
      toast={toast}
      className={`toast toast--${severity}`}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <ToastContent className="toast__content">
        <Text slot="title" className="visually-hidden">
          {name}
        </Text>
        <span className="toast__title">{title}</span>
        <Text slot="description" className="toast__message">
          {message}
        </Text>
      </ToastContent>
      <Button slot="close" className="toast__close" aria-label={words.common.close}>
        <CrossIcon />
      </Button>
    </Toast>
  );
}

/** Props of ToastList. */
export interface ToastListProps {
  /** Where the toasts are drawn: their band under the page (ToastRegion.tsx). */
  slot: HTMLElement;
}

/**
 * The notifications region (spec sections 2 and 4): an ARIA live landmark of toasts that pause
 * while hovered or focused (react-aria-components), dismissed by their close button, a swipe to
 * the right, or their timeout; F8 moves focus into it. Loaded on demand (ToastRegion.tsx).
 */
export function ToastList({ slot }: ToastListProps) {
  const words = useWords();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== hotkey || !region.current) return;
      event.preventDefault();
      region.current.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  // react-aria-components draws the region in a portal, at the end of the document unless told where.
  return (
    <PortalProvider getContainer={() => slot}>
      <RacToastRegion ref={region} queue={toastQueue} className="toast-region" aria-label={words.toasts.region}>
        {({ toast }) => <AppToast toast={toast} />}
      </RacToastRegion>
    </PortalProvider>
  );
}
