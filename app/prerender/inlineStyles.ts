import { prerenderedAttributes } from "./markers.ts";

/**
 * Puts back the style attributes the build moved out of a prerendered page
 * (scripts/build/inlineStyles.ts), as styles set from script, which the Content-Security-Policy
 * allows: React then hydrates elements styled as it drew them and changes their styles as usual.
 */
export function restoreInlineStyles(root: HTMLElement): void {
  const attribute = prerenderedAttributes.inlineStyle;
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>(`[${attribute}]`)) {
    element.style.cssText = element.getAttribute(attribute) ?? "";
    element.removeAttribute(attribute);
  }
}
