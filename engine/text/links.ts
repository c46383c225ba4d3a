/** A piece of a paragraph: plain text, or a link's text and address. */
export type TextRun = { text: string } | { text: string; href: string };

const link = /\[([^\]]+)\]\(([^()\s]+)\)/g;

/**
 * A paragraph of data (schema/footer.json) split at its links, written [text](address) as in
 * Markdown, so an author writes a link inside a sentence without markup of any other kind.
 */
export function textRuns(paragraph: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of paragraph.matchAll(link)) {
    if (match.index > at) runs.push({ text: paragraph.slice(at, match.index) });
    runs.push({ text: match[1] ?? "", href: match[2] ?? "" });
    at = match.index + match[0].length;
  }
  if (at < paragraph.length) runs.push({ text: paragraph.slice(at) });
  return runs;
}
