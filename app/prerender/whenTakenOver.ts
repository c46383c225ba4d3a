import { appRootId, prerenderedAttributes } from "./markers.ts";

/**
 * Runs `run` once the page on screen is React's: at once for a page drawn in the browser, or,
 * for a prerendered one, once it is hydrated (TakenOver.tsx lifts its pending
 * mark). The frame around a page hydrates before the page itself when the page's code is
 * still on its way, so work the frame starts can wait here for the page.
 */
export function whenTakenOver(run: () => void): void {
  const root = document.getElementById(appRootId);
  if (!root?.hasAttribute(prerenderedAttributes.pending)) {
    run();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.hasAttribute(prerenderedAttributes.pending)) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: [prerenderedAttributes.pending] });
}
