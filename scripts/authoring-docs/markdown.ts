/** Markdown pieces of the authoring reference. */

/** Text inside a table cell: one line, pipes escaped. */
const cell = (text: string): string => text.trim().replace(/\|/g, "\\|").replace(/\n+/g, "<br>");

/** A table; every row has one cell per header. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.map(cell).join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

/** Inline code that may itself hold backticks. */
export const code = (text: string): string => (text.includes("`") ? `\`\` ${text} \`\`` : `\`${text}\``);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .trim()
    .replace(/\s/g, "-");

/** A link to a heading of the same document. */
export const link = (text: string, heading: string): string => `[${text}](#${anchor(heading)})`;

/** JSON on one line, with a space after each comma and colon and inside braces. */
export function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(", ")}]`;
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`);
  return members.length ? `{ ${members.join(", ")} }` : "{}";
}

/**
 * JSON laid out as the schema files are: a value that fits on its line stays on one line,
 * a longer object or array has one member per line. `lead` is what precedes it on its first line.
 */
function formatJson(value: unknown, indent = "", lead = 0): string {
  const flat = oneLine(value);
  if (indent.length + lead + flat.length <= 100 || value === null || typeof value !== "object") return flat;
  const inner = `${indent}  `;
  const members = Array.isArray(value)
    ? value.map((v) => inner + formatJson(v, inner))
    : Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner, JSON.stringify(k).length + 2)}`);
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  return `${open}\n${members.join(",\n")}\n${indent}${close}`;
}

/** A fenced JSON block. */
export const jsonBlock = (value: unknown): string => `\`\`\`json\n${formatJson(value)}\n\`\`\``;
