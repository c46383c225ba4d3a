/**
 * A pseudo-locale for tests (issue 40): every text of the product and the form rewritten so that a
 * reader (or a test) tells at a glance that it went through the translation machinery. Letters get
 * accents, the text is wrapped in brackets and padded to about 40 % longer, as translations into
 * German or Finnish run. A text the pages show outside brackets was never looked up in a catalogue:
 * it was written in code, or a catalogue lacks it.
 */

/** The brackets around a pseudo text: characters no real text of the product or form uses, and that DejaVu Sans (the PDF's font) draws. */
export const pseudoOpen = "⟦";
export const pseudoClose = "⟧";

/** What a pseudo text is lengthened with, before its closing bracket. */
const padChar = "·";

/** How much longer a pseudo text is than its original. */
const growth = 1.4;

/** Accented letters that still read as the originals (each one UTF-16 unit, so lengths stay the same). */
const marked = "áçéíñóšúýžÁÇÉÍÑÓŠÚÝŽ";
const accented: ReadonlyMap<string, string> = new Map([..."aceinosuyzACEINOSUYZ"].map((letter, i) => [letter, marked.charAt(i)]));

/**
 * The parts of a text that are not words: {name} placeholders (engine/text/interpolate.ts fills
 * them by name), a link written [label](address) (engine/text/links.ts, the footer's paragraphs),
 * whose address must still lead where it led, and HTML-like tags, kept as written should a text
 * ever carry one.
 */
const notWords = /(\{[a-zA-Z][a-zA-Z0-9._]*\})|\[([^\]]+)\]\(([^()\s]+)\)|(<\/?[a-zA-Z][^<>]*>)/g;

const accent = (words: string): string => [...words].map((c) => accented.get(c) ?? c).join("");

/** The words of a text accented, its placeholders, link addresses and tags as they were. */
function transform(text: string): string {
  let out = "";
  let at = 0;
  for (const match of text.matchAll(notWords)) {
    out += accent(text.slice(at, match.index));
    const [whole, token, label, address, tag] = match;
    // A link's label is drawn as an element of its own (an <a>): bracketed on its own, it reads as transformed wherever a check cuts the text.
    out += token ?? tag ?? (label !== undefined ? `[${pseudoLine(label)}](${address})` : whole);
    at = match.index + whole.length;
  }
  return out + accent(text.slice(at));
}

function pseudoLine(line: string): string {
  const [, lead = "", core = "", trail = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(line) ?? [];
  if (!core) return line;
  const body = transform(core);
  // The space keeps a value filled in at the end (an address, a link) apart from the padding, so whatever finds the address stops at its end.
  const padding = padChar.repeat(Math.max(1, Math.ceil(core.length * growth) - body.length - 3));
  return `${lead}${pseudoOpen}${body} ${padding}${pseudoClose}${trail}`;
}

/**
 * A text in the pseudo-locale: "Save and Continue" is "⟦Šávé áñd Çóñtíñúé ·······⟧". Placeholders,
 * link addresses and tags stay as written; leading and trailing whitespace stays outside the
 * brackets; an empty text stays empty. A text of several lines (a mail's) is transformed line by
 * line, as a mail is read and checked line by line, and its empty lines stay empty.
 */
export function pseudo(text: string): string {
  return text.split("\n").map(pseudoLine).join("\n");
}

/** How many pseudo texts are still open at the end of `text`, when `open` were at its start (a text cut over several lines, as a PDF wraps one). */
export function openAfter(text: string, open = 0): number {
  let depth = open;
  for (const c of text) {
    if (c === pseudoOpen) depth++;
    else if (c === pseudoClose) depth = Math.max(0, depth - 1);
  }
  return depth;
}

const escaped = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");

/**
 * The stretches of `shown` outside every pseudo text that hold letters: what was shown without
 * going through a catalogue. `shown` is a text as a page, a mail or a PDF shows it: its
 * placeholders filled, maybe several texts one after another. `allowed` are values shown as they
 * were written, in no language (what a person typed, a file's name, the username): each is passed
 * over where it stands as a whole, not inside a longer word. `open` counts the pseudo texts opened
 * before `shown` begins (openAfter).
 */
export function untransformedParts(shown: string, allowed: readonly string[] = [], open = 0): string[] {
  let rest = shown;
  const values = [...new Set(allowed.map((v) => v.replace(/\s+/g, " ").trim()).filter((v) => v !== ""))].sort((a, b) => b.length - a.length);
  for (const value of values) rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped(value)}(?![\\p{L}\\p{N}])`, "gu"), " ");
  const parts: string[] = [];
  let depth = open;
  let outside = "";
  const end = (): void => {
    const part = outside.replace(/\s+/g, " ").trim();
    if (/\p{L}/u.test(part)) parts.push(part);
    outside = "";
  };
  for (const c of rest) {
    if (c === pseudoOpen) {
      if (depth === 0) end();
      depth++;
    } else if (c === pseudoClose) depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += c;
  }
  end();
  return parts;
}

/**
 * The product's catalogue (engine/words) in the pseudo-locale `locale`: every text pseudo, but for
 * what is no text. Read key by key from engine/words/en.json; the keys passed over:
 * - `locale`, the catalogue's language tag, which Intl reads (the date field's calendar, the list
 *   of files a tab switch deletes): it becomes `locale`, a valid tag, since a pseudo text is none;
 * - the `$` keys at the top, a catalogue file's notes to its editors and translators (en.json's
 *   editor hint, a path), which no page shows: left out, and the pseudo file given its own hint,
 *   the form folder's format (meta/words.schema.json), as schema:check asks of every such file.
 * The catalogue holds no date or number pattern (Intl writes those), so nothing else is kept.
 */
export function pseudoCatalogue(words: unknown, locale = "xx"): unknown {
  if (!words || typeof words !== "object" || Array.isArray(words)) throw new Error("a catalogue is an object of texts by name");
  return {
    $schema: "../meta/words.schema.json",
    ...Object.fromEntries(
      Object.entries(words)
        .filter(([key]) => !key.startsWith("$"))
        .map(([key, value]) => [key, key === "locale" ? locale : pseudoTexts(value)]),
    ),
  };
}

/** Every string of a value pseudo, its shape kept. */
function pseudoTexts(value: unknown): unknown {
  if (typeof value === "string") return pseudo(value);
  if (Array.isArray(value)) return value.map(pseudoTexts);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pseudoTexts(inner)]));
  return value;
}
