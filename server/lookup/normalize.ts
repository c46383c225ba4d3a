/**
 * Text as the lookup compares it. Rows are normalised once at import and queries with the same
 * function, so the database only ever compares plain lowercase words: accents, case and
 * punctuation never matter, on PGlite and PostgreSQL alike, without the `unaccent` extension.
 */

/** Letters that Unicode decomposition leaves whole. */
const folded: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", þ: "th", ı: "i" };

/** Lowercase words of letters and digits separated by single spaces: "Saint-Félix's" → "saint felixs". */
export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (c) => folded[c] ?? c)
    .replace(/['‘’`´]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Words that names write both ways. At import a name gets the other forms added to its search
 * words, so "saint olaf" finds "St. Olaf College" and "st" finds "Saint Mary's" as well as
 * "State" and "Street" (which the prefix match already covers).
 */
const sameWords: readonly (readonly string[])[] = [
  ["saint", "st"],
  ["sainte", "ste"],
  ["saints", "sts"],
  ["mount", "mt"],
  ["fort", "ft"],
  ["center", "centre", "ctr"],
  ["junior", "jr"],
  ["senior", "sr"],
  ["international", "intl"],
  ["technology", "tech"],
  ["university", "univ"],
  ["college", "coll"],
  ["academy", "acad"],
];

/** Phrases that names abbreviate as one word: "Lincoln HS" is "Lincoln High School". */
const samePhrases: readonly (readonly [string, string])[] = [
  ["high school", "hs"],
  ["junior high school", "jhs"],
  ["middle school", "ms"],
  ["community college", "cc"],
];

const otherForms = new Map<string, string[]>(sameWords.flatMap((group) => group.map((w) => [w, group.filter((o) => o !== w)] as const)));

/**
 * The extra search words a normalised name earns from its abbreviations and their long forms. A
 * form that starts the word itself ("univ" of "university") adds nothing: query words are prefixes.
 */
export function alternativeWords(normalized: string): string[] {
  const words = normalized.split(" ");
  const extra = new Set(words.flatMap((w) => (otherForms.get(w) ?? []).filter((other) => !w.startsWith(other))));
  const padded = ` ${normalized} `;
  for (const [long, short] of samePhrases) {
    if (padded.includes(` ${long} `)) extra.add(short);
    if (padded.includes(` ${short} `)) long.split(" ").forEach((w) => extra.add(w));
  }
  return [...extra].filter((w) => !words.includes(w));
}

/** Words a query may leave out: "university of michigan" still requires only two words. */
const optionalWords = new Set(["the", "of", "at", "and", "in", "for", "de", "la", "del"]);

/**
 * The initials students use for a name: "Massachusetts Institute of Technology" is "mit",
 * "University of California-Los Angeles" is "ucla", "University of Alabama at Birmingham-Main"
 * is also "uab" (the part before a campus dash). Short words such as "of" have no letter.
 */
export function initials(name: string): string[] {
  const parts = [name, name.split(/[-–—]/)[0] ?? ""];
  const found = parts.map((part) =>
    normalize(part)
      .split(" ")
      .filter((w) => w !== "" && !optionalWords.has(w))
      .map((w) => w[0])
      .join(""),
  );
  return [...new Set(found.filter((letters) => letters.length >= 2))];
}

/** The words a query requires, each matched as a word prefix. A query of only optional words keeps them. */
export function queryWords(normalizedQuery: string): string[] {
  const words = normalizedQuery.split(" ").filter((w) => w !== "");
  const required = words.filter((w) => !optionalWords.has(w));
  return [...new Set(required.length > 0 ? required : words)];
}

/**
 * A tsquery requiring every word as a prefix, or one of the prefixes it may have meant, optionally
 * only among the lexemes of the given weights ("A" = the name). Words are letters and digits only,
 * so quoting them is enough.
 */
export function prefixQuery(words: readonly string[], weights = "", meant: ReadonlyMap<string, readonly string[]> = new Map()): string {
  return words.map((w) => `(${[w, ...(meant.get(w) ?? [])].map((p) => `'${p}':*${weights}`).join(" | ")})`).join(" & ");
}

/**
 * A phrase with every complete word in its long form ("st olaf" → "saint olaf"), for comparing a
 * query with the start of a name. A query's last word may be half typed ("michigan st" could be
 * "state"), so it stays as typed.
 */
export function canonicalPhrase(normalized: string, lastWordTyping = false): string {
  const words = normalized.split(" ");
  return words.map((w, i) => (lastWordTyping && i === words.length - 1 ? w : (longForm.get(w) ?? w))).join(" ");
}

const longForm = new Map<string, string>(sameWords.flatMap((group) => group.slice(1).map((w) => [w, group[0] ?? w] as const)));
