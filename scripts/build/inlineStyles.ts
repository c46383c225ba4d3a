/**
 * The Content-Security-Policy (server/http/security.ts, `style-src 'self'`) refuses style
 * attributes written in HTML, and React draws a few (react-aria's visually hidden inputs and
 * announcers). In a prerendered page each becomes an attribute holding the same declarations,
 * with a stylesheet rule that applies them by that attribute, so the page looks the same before
 * any script runs; app/prerender/inlineStyles.ts turns them back into styles before hydration.
 */
import { prerenderedAttributes } from "../../app/prerender/markers.ts";

const styleAttribute = / style="([^"]*)"/g;

/** An attribute value as the browser reads it (React escapes these five characters in attributes). */
const unescapeHtml = (value: string): string =>
  value.replace(/&(quot|#x27|lt|gt|amp);/g, (_, name: string) => ({ quot: '"', "#x27": "'", lt: "<", gt: ">", amp: "&" })[name] ?? "");

const cssString = (text: string): string => `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\n/g, "\\a ")}"`;

/** `html` (the page's body) with its style attributes moved, and the declarations they held. */
export function moveInlineStyles(html: string): { html: string; declarations: Set<string> } {
  const declarations = new Set<string>();
  const moved = html.replace(styleAttribute, (_, value: string) => {
    declarations.add(unescapeHtml(value));
    return ` ${prerenderedAttributes.inlineStyle}="${value}"`;
  });
  return { html: moved, declarations };
}

/** The stylesheet that applies each moved declaration to the elements that held it. */
export function inlineStyleSheet(declarations: Iterable<string>): string {
  return [...declarations].map((d) => `[${prerenderedAttributes.inlineStyle}=${cssString(d)}]{${d}}`).join("\n");
}
