import { useEffect, useRef, useState } from "react";
import { logOutForInactivity } from "./endSession.ts";
import { type IdleTimer, startIdleTimer } from "./idleTimer.ts";

// What counts as the student being there: any input, not mere pointer movement over the page.
const activityEvents = ["pointerdown", "keydown", "wheel", "touchstart", "input"] as const;

/**
 * The inactivity rules while logged in (spec section 4): whether the one-minute warning shows, and
 * the way to dismiss it. When the time is up the student is logged out (`onTimeout`; the office's
 * console signs its officer out the same way, app/office/IdleWarning.tsx).
 */
export function useInactivity(isLoggedIn: boolean, onTimeout: () => void = logOutForInactivity): { warning: boolean; resume: () => void } {
  const [warning, setWarning] = useState(false);
  const timer = useRef<IdleTimer | null>(null);
  // The latest handler, read when the time is up, so a new function each render restarts nothing.
  const timedOut = useRef(onTimeout);
  timedOut.current = onTimeout;

  useEffect(() => {
    if (!isLoggedIn) return;
    const idle = startIdleTimer({
      onWarn: () => setWarning(true),
      onTimeout: () => {
        setWarning(false);
        timedOut.current();
      },
    });
    timer.current = idle;
    const onVisibility = () => {
      if (document.visibilityState === "visible") idle.check();
    };
    for (const type of activityEvents) window.addEventListener(type, idle.activity, { capture: true, passive: true });
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("focus", idle.check);
    return () => {
      idle.stop();
      timer.current = null;
      setWarning(false);
      for (const type of activityEvents) window.removeEventListener(type, idle.activity, { capture: true });
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("focus", idle.check);
    };
  }, [isLoggedIn]);

  const resume = () => {
    setWarning(false);
    timer.current?.resume();
  };
  return { warning, resume };
}
