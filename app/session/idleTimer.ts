import { idleTimeoutMs } from "../../engine/index.ts";

/** Spec section 9: logged out after 15 idle minutes (the server's idleTimeoutMs), warned one minute before. */
export const idleWarningMs = 60_000;

/** What the idle timer tells its owner. */
export interface IdleTimerEvents {
  /** One minute is left. */
  onWarn: () => void;
  /** The time is up (or had been up when the student came back). */
  onTimeout: () => void;
}

/** The idle timer's controls. */
export interface IdleTimer {
  /** The student did something: the idle time starts again, unless it has already run out. */
  activity: () => void;
  /** The student is back (the tab shows again): only checks whether the time ran out meanwhile. */
  check: () => void;
  /** The student chose to continue after the warning. */
  resume: () => void;
  stop: () => void;
}

/**
 * Spec section 4, "Inactivity": one timer, moved forward lazily. Activity only records the time;
 * when the timer fires it reschedules itself by what happened since, so a stream of events costs
 * nothing. While the warning shows, activity does not count: the student answers the warning.
 * A tab left in the background may fire its timers late, hence the check on every event.
 */
export function startIdleTimer({ onWarn, onTimeout }: IdleTimerEvents): IdleTimer {
  let lastActive = Date.now();
  let warned = false;
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const timeOut = () => {
    stop();
    onTimeout();
  };
  const tick = () => {
    clearTimeout(timer);
    if (done) return;
    const idle = Date.now() - lastActive;
    if (idle >= idleTimeoutMs) return timeOut();
    if (idle >= idleTimeoutMs - idleWarningMs && !warned) {
      warned = true;
      onWarn();
    }
    const next = warned ? idleTimeoutMs : idleTimeoutMs - idleWarningMs;
    timer = setTimeout(tick, next - idle);
  };
  const check = () => {
    if (!done && Date.now() - lastActive >= idleTimeoutMs) timeOut();
  };
  const stop = () => {
    done = true;
    clearTimeout(timer);
  };
  tick();
  return {
    activity: () => {
      check();
      if (!done && !warned) lastActive = Date.now();
    },
    check,
    resume: () => {
      check();
      if (done) return;
      warned = false;
      lastActive = Date.now();
      tick();
    },
    stop,
  };
}
