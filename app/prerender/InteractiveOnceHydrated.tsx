import { useEffect } from "react";
import { appRootId, prerenderedAttributes } from "./markers.ts";

/**
 * A prerendered page is inert until React has hydrated it: text typed into a field before then
 * would be in the DOM but not in the store (React 19 does not replay it), and the store's next
 * render would wipe it. This sits beside the routes, in the boundary their lazily loaded pages
 * suspend, so its effect runs once the page drawn at build time has been taken over.
 */
export function InteractiveOnceHydrated() {
  useEffect(() => {
    document.getElementById(appRootId)?.removeAttribute(prerenderedAttributes.inert);
  }, []);
  return null;
}
