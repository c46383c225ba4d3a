/**
 * CSV per RFC 4180: comma-separated, CRLF after every record, a field quoted when it holds a comma,
 * a quote, CR or LF, quotes doubled. UTF-8 with a byte order mark: without it Excel reads the file
 * as the machine's legacy code page and garbles every accented name; other readers skip the mark.
 * A list (the answers set aside) is written as its JSON text, the same list the JSON export holds.
 *
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection": starting with =, +, -, @,
 * tab or carriage return) gets a leading apostrophe, so it is shown as the text it is.
 */
import type { ExportFormat } from "./formats.ts";
import type { ExportValue } from "./record.ts";

export const byteOrderMark = "\uFEFF";

const formulaStart = /^[=+\-@\t\r]/;

/** The text of one cell, guarded against formulas. */
export function csvText(value: ExportValue): string {
  if (value === null) return "";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return formulaStart.test(text) ? `'${text}` : text;
}

/** One field: the cell's text, quoted when RFC 4180 asks for it. */
export function csvField(value: ExportValue): string {
  const text = csvText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (values: readonly ExportValue[]): string => `${values.map(csvField).join(",")}\r\n`;

export const csvFormat: ExportFormat = {
  contentType: "text/csv; charset=utf-8; header=present",
  extension: "csv",
  start: (columns) => byteOrderMark + csvLine(columns.map((c) => c.name)),
  record: (_columns, values) => csvLine(values),
  end: () => "",
};
