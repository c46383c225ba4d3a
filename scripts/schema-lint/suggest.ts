/**
 * "Did you mean …?" for a name that does not exist. Distance is Levenshtein's with swapped
 * neighbours counting as one edit (optimal string alignment), so "lable" is one edit from "label";
 * letter case is ignored ("Equals" → "equals").
 */
function distance(a: string, b: string): number {
  const width = b.length + 1;
  const d = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number): number => d[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i++) d[i * width] = i;
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, at(i - 2, j - 2) + 1);
      d[i * width + j] = v;
    }
  }
  return at(a.length, b.length);
}

/**
 * The candidate nearest to `word`, if it is near enough to be a slip: at most a third of the
 * longer name's letters changed, so "txt" finds "text" and "to_yr" "to_year", but "toggle" finds
 * nothing, and a one- or two-letter value only another spelling of itself ("y" → "Y").
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: { name: string; d: number; prefix: number } | undefined;
  for (const name of new Set(candidates)) {
    if (name === word) continue;
    const limit = Math.floor(Math.max(word.length, name.length) / 3);
    const d = distance(word.toLowerCase(), name.toLowerCase());
    // Between equally near names, the one that starts like the word: "US" means "USA" rather than "AUS".
    const shared = [...word].findIndex((c, i) => c.toLowerCase() !== name[i]?.toLowerCase());
    const prefix = shared < 0 ? word.length : shared;
    if (d <= limit && (!best || d < best.d || (d === best.d && prefix > best.prefix))) best = { name, d, prefix };
  }
  return best?.name;
}

/** `; did you mean "text"?`, or nothing when no candidate is near; `show` writes the name as the sentence needs it. */
export function didYouMean(word: string, candidates: Iterable<string>, show = (name: string) => JSON.stringify(name)): string {
  const name = closest(word, candidates);
  return name === undefined ? "" : `; did you mean ${show(name)}?`;
}
