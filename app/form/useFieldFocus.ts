import { useEffect } from "react";
import { useLocation } from "react-router";

const focusable = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * A summary link lands on its field (spec section 2: /{page}#{key}): the element with the key's
 * id, or the first control inside it, is scrolled to and focused, so a keyboard or screen-reader
 * user arrives where the fix is needed. Runs once the page has drawn, on every new hash.
 */
export function useFieldFocus(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!element) return;
    const target = element.matches(focusable) ? element : (element.querySelector<HTMLElement>(focusable) ?? element);
    if (target === element && !element.matches(focusable)) element.tabIndex = -1;
    target.scrollIntoView({ block: "center" });
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
