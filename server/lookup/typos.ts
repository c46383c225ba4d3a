import type { Sql } from "../db/types.ts";

/**
 * One typo: the words of the category's vocabulary (lookup_word) that a query word may have
 * meant. Candidates come from the trigram index (nearest by word similarity), and a candidate
 * counts only if the query word is within one edit (a letter added, dropped, changed, or two
 * neighbours swapped) of the candidate or of one of its prefixes, since the student may still
 * be typing.
 */

/** Shorter words have too many neighbours one edit away to guess from. */
export const typoMinLength = 4;

/**
 * Nearest words by trigram word similarity, for the typed words that start no known word. In byte
 * order, the words starting with w are those from w up to w followed by the highest code point.
 */
const candidates = `
  SELECT t.word AS typed, w.word AS known
  FROM unnest($2::text[]) AS t(word)
  CROSS JOIN LATERAL (
    SELECT word FROM lookup_word WHERE category = $1 ORDER BY t.word <<-> word LIMIT 12
  ) w
  WHERE NOT EXISTS (
    SELECT 1 FROM lookup_word k WHERE k.category = $1 AND k.word >= t.word AND k.word < t.word || chr(1114111)
  )`;

/**
 * For each query word long enough to correct, the prefixes it may have meant (never itself). A
 * word that starts a known word is taken as typed: it is most likely right, and guessing costs.
 */
export async function corrections(sql: Sql, category: string, words: readonly string[]): Promise<Map<string, string[]>> {
  const typed = words.filter((w) => w.length >= typoMinLength && !/^\d+$/.test(w));
  const result = new Map<string, string[]>(typed.map((w) => [w, []]));
  if (typed.length === 0) return result;
  const { rows } = await sql.query<{ typed: string; known: string }>(candidates, [category, typed]);
  for (const { typed: word, known } of rows) {
    const meant = meantPrefix(word, known);
    const list = result.get(word);
    if (meant !== undefined && meant !== word && list !== undefined && !list.includes(meant)) list.push(meant);
  }
  return result;
}

/**
 * The prefix of `known` (possibly all of it) within one edit of `typed`, if there is one. A
 * prefix shorter than the whole word must start with the same letter: otherwise dropping a first
 * letter would make "olaf" mean any word starting with "laf".
 */
export function meantPrefix(typed: string, known: string): string | undefined {
  if (Math.abs(known.length - typed.length) <= 1 && withinOneEdit(typed, known)) return known;
  if (known[0] !== typed[0]) return undefined;
  for (const length of [typed.length, typed.length + 1, typed.length - 1]) {
    const prefix = known.slice(0, length);
    if (prefix.length === length && length < known.length && withinOneEdit(typed, prefix)) return prefix;
  }
  return undefined;
}

/** Whether a and b differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  if (start === a.length && start === b.length) return true;
  const restA = a.slice(start);
  const restB = b.slice(start);
  return (
    restA.slice(1) === restB.slice(1) ||
    restA === restB.slice(1) ||
    restA.slice(1) === restB ||
    (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
  );
}

/**
 * Rebuilds a category's vocabulary from the tsvector `words` of the rows `rowsSql` selects (a
 * constant query of the caller's, given the category as $1). Codes are left out: a typo in a
 * code is another code.
 */
export async function refreshWords(sql: Sql, category: string, rowsSql: string): Promise<void> {
  await sql.query("DELETE FROM lookup_word WHERE category = $1", [category]);
  await sql.query(
    `INSERT INTO lookup_word (category, word)
     SELECT DISTINCT $1::text, w FROM (${rowsSql}) r, unnest(tsvector_to_array(r.words)) AS w WHERE w !~ '^[0-9]+$'
     ON CONFLICT DO NOTHING`,
    [category],
  );
}
