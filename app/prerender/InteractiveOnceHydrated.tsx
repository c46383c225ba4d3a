import { useEffect } from "react";
import { appRootId, prerenderedAttributes } from "./markers.ts";

/**
 * A prerendered page is inert until React has hydrated it: text typed into a field before then
 * would be in the DOM but not in the store (React 19 does not replay it), and the store's next
 * render would wipe it. This sits beside each lazily loaded page, in the Suspense boundary the
 * page suspends (the form's, the account pages'), so its effect runs once the page itself, not
 * only the frame around it, has been taken over.
 */
export function InteractiveOnceHydrated() {
  useEffect(() => {
    document.getElementById(appRootId)?.removeAttribute(prerenderedAttributes.inert);
  }, []);
  return null;
}
