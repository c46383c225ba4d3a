/** One mistake in the schema: the file (relative to the schema folder), the JSON pointer in it, and what is wrong. */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

export const formatProblem = (p: Problem): string => `${p.file}#${p.pointer}: ${p.message}`;
