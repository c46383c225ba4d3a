/**
 * What a check reports: the file (relative to the schema folder, e.g. pages/about.json), the JSON
 * pointer of the offending value and one sentence. Checks think in pointers; the line and column
 * are found afterwards from the file's text (locate.ts), so no check handles positions.
 */
export interface Finding {
  file: string;
  pointer: string;
  message: string;
  /** Point at the property's name instead of its value (an unknown or repeated property). */
  name?: boolean;
  /** The exact offset in the text, when the check knows it better than the pointer (a repeated key, a syntax error). */
  offset?: number;
}

/** A finding with its place in the file's text, line and column from 1. */
export interface Problem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
  /**
   * The folder the file is in when it is not the folder checked: the earlier version of the form a
   * change is found against, as `git show` names it (HEAD~1:schema), for a thing only it still has.
   */
  folder?: string;
}

/** Problems once each (repeat groups are checked once per instance, so the same finding comes back), in file and text order. */
export function uniqueSorted(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  const unique = problems.filter((p) => {
    const id = `${p.folder ?? ""}\n${p.file}\n${p.pointer}\n${p.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return unique.sort((a, b) => (a.folder ?? "").localeCompare(b.folder ?? "") || a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** `schema/pages/about.json:12:7 /children/0/children/3: one sentence.` (`dir` is how the schema folder is shown). */
export function formatProblem(p: Problem, dir: string): string {
  const sentence = /[.?]$/.test(p.message) ? p.message : `${p.message}.`;
  return `${p.folder ?? dir}/${p.file}:${p.line}:${p.column}${p.pointer ? ` ${p.pointer}` : ""}: ${sentence}`;
}
