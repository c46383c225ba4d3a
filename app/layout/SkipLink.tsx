import type { MouseEvent } from "react";
import { useWords } from "../words.ts";

/** The id of every screen's main region, which the skip link moves focus to. */
export const mainId = "main-content";

/**
 * The first focusable element of every screen (WCAG 2.4.1, bypass blocks): hidden until it has
 * focus, it moves focus past the header and the step links to the main region. Focus is moved by
 * hand: following the fragment would add a history entry, where the app replaces it (spec section 2).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    document.getElementById(mainId)?.focus();
  };
  return (
    <a className="skip-link" href={`#${mainId}`} onClick={skip}>
      {useWords().messages.skipToMain}
    </a>
  );
}
