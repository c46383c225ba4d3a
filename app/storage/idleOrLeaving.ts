/**
 * Runs `fn` once the browser is idle, after the task at hand and the frame it draws, or at the
 * latest as the page is hidden or left, since an idle moment may not come before it goes. Unlike
 * ui/whenIdle.ts (code loaded ahead of use), a student's typing does not hold it back: what it
 * runs (writing kept answers) must happen.
 */
export function idleOrLeaving(fn: () => void): void {
  let done = false;
  const onHidden = (): void => {
    if (document.visibilityState === "hidden") run();
  };
  const run = (): void => {
    if (done) return;
    done = true;
    removeEventListener("pagehide", run);
    document.removeEventListener("visibilitychange", onHidden);
    fn();
  };
  addEventListener("pagehide", run);
  document.addEventListener("visibilitychange", onHidden);
  // Within a second even on a page that is never idle. Browsers without idle callbacks (Safari)
  // take a short timer, which the frame of a click or a key comes before.
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 100);
}
