import { useCallback } from "react";

/**
 * A ref that sets aria-invalid on a react-aria-components Button, which drops aria-invalid from
 * its props (it passes only labelling ARIA props through). A select's trigger and a file
 * field's button are what assistive technology meets, so they carry the invalid state.
 */
export function useAriaInvalid(isInvalid: boolean): (element: HTMLElement | null) => void {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      if (isInvalid) element.setAttribute("aria-invalid", "true");
      else element.removeAttribute("aria-invalid");
    },
    [isInvalid],
  );
}
