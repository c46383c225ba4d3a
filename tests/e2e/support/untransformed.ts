/**
 * What a page, a mail or a PDF in the pseudo-locale shows that is not pseudo text (issue 40): every
 * text from a catalogue or the form folder is bracketed there (tests/support/pseudoLocale.ts), so
 * letters outside the brackets were written in code, or a catalogue or form lacks the text.
 */
import type { Page } from "playwright-core";
import { openAfter, untransformedParts } from "../../support/pseudoLocale.ts";

/** Where on a page a text stands: its text, one of the attributes read aloud or shown on hover, or the document's title. */
export type Place = "text" | "placeholder" | "aria-label" | "title" | "alt" | "aria-description" | "aria-roledescription" | "aria-valuetext" | "described" | "document title";

export interface Untransformed {
  place: Place;
  /** The text as shown, whitespace collapsed. */
  text: string;
  /** Its stretches outside every pseudo text. */
  parts: string[];
}

interface Shown {
  place: Place;
  text: string;
}

/**
 * Every text a reader meets on the page as it is now, whitespace collapsed:
 * - the text of each visible element, the text nodes of one block together: a pseudo text with an
 *   element inside it (a link filled in for {link}) is cut into text nodes, and only the block
 *   holds both its brackets. Visible is what is laid out, whatever its size: the visually hidden
 *   text of screen readers (clipped to one pixel) counts, as it is read;
 * - what a screen reader reads from elsewhere: the elements a visible element is labelled or
 *   described by, when they are hidden themselves;
 * - the attributes of visible elements that are read aloud or shown on hover;
 * - the document's title.
 * A text marked as another language than the page's (`lang`: the language picker names each
 * language in itself) is that language's by intent, and left out.
 */
function shownOn(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const out: Shown[] = [];
    const add = (place: Place, text: string | null): void => {
      const collapsed = (text ?? "").replace(/\s+/g, " ").trim();
      if (collapsed) out.push({ place, text: collapsed });
    };
    const pageLanguage = document.documentElement.lang;
    const inPageLanguage = (element: Element): boolean => (element.closest("[lang]")?.getAttribute("lang") ?? pageLanguage) === pageLanguage;
    const visible = (element: Element): boolean => element.checkVisibility({ visibilityProperty: true }) && inPageLanguage(element);
    const block = (element: Element): Element => {
      let at = element;
      while (at.parentElement && at !== document.body && /^(inline|contents)/.test(getComputedStyle(at).display)) at = at.parentElement;
      return at;
    };

    const blocks = new Map<Element, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript") || !visible(parent)) continue;
      const holder = block(parent);
      blocks.set(holder, (blocks.get(holder) ?? "") + (node.textContent ?? ""));
    }
    for (const text of blocks.values()) add("text", text);

    for (const element of document.body.querySelectorAll("[aria-labelledby], [aria-describedby]")) {
      if (!visible(element)) continue;
      const ids = `${element.getAttribute("aria-labelledby") ?? ""} ${element.getAttribute("aria-describedby") ?? ""}`.split(/\s+/).filter(Boolean);
      for (const id of ids) {
        const named = document.getElementById(id);
        if (named && !named.checkVisibility({ visibilityProperty: true }) && inPageLanguage(named)) add("described", named.textContent);
      }
    }

    const attributes: Place[] = ["placeholder", "aria-label", "title", "alt", "aria-description", "aria-roledescription", "aria-valuetext"];
    for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(", "))) {
      if (!visible(element)) continue;
      for (const name of attributes) add(name, element.getAttribute(name));
    }
    add("document title", document.title);
    return out;
  });
}

/**
 * The texts of the page as it is now that hold letters outside every pseudo text (shownOn says
 * which texts count), each with its place and the untransformed stretches. `allowed` are values
 * shown as they were written, in no language: what a person typed, file names, the username.
 */
export async function untransformedOn(page: Page, allowed: readonly string[]): Promise<Untransformed[]> {
  const shown = await shownOn(page);
  const seen = new Set<string>();
  return shown.flatMap(({ place, text }) => {
    const parts = untransformedParts(text, allowed);
    const key = `${place}\n${text}`;
    if (parts.length === 0 || seen.has(key)) return [];
    seen.add(key);
    return [{ place, text, parts }];
  });
}

/**
 * The lines of a plain text (a mail's text, a PDF's extracted text) that hold letters outside every
 * pseudo text, whitespace collapsed. A pseudo text may run over several lines (a PDF wraps a long
 * one), so the brackets opened on one line hold on the next.
 */
export function untransformedLines(text: string, allowed: readonly string[]): string[] {
  let open = 0;
  return text.split(/\r?\n/).flatMap((line) => {
    const found = untransformedParts(line, allowed, open).length > 0;
    open = openAfter(line, open);
    return found ? [line.replace(/\s+/g, " ").trim()] : [];
  });
}
