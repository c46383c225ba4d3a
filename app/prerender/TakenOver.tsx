import { useEffect } from "react";
import { appRootId, prerenderedAttributes } from "./markers.ts";

/**
 * Says that React has taken the prerendered page over, by lifting the root's pending mark: the
 * takeover script then hands the app the presses it kept (takeover.ts), and work waiting for the
 * page starts (whenTakenOver.ts). It sits beside each lazily loaded page, in the Suspense boundary
 * the page suspends (the form's, the account pages'), so its effect runs once the page itself, not
 * only the frame around it, is React's; the page's fields have by then taken into the answers what
 * was typed into them before (useAnswerInInput.ts, radio.tsx, checkbox.tsx).
 */
export function TakenOver() {
  useEffect(() => {
    document.getElementById(appRootId)?.removeAttribute(prerenderedAttributes.pending);
  }, []);
  return null;
}
