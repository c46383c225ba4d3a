/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF or LF, a field in double
 * quotes may hold commas, line breaks and doubled quotes (""). A byte-order mark is ignored. The
 * lookup files are a few megabytes, so the whole text is parsed at once.
 */

export class CsvError extends Error {}

/** One record: its fields and the line it starts on, for error messages. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

const unquoted = /[^,\r\n"]*/y;

/** Splits CSV text into records. A trailing line break does not make an empty record. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let start = 1;
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (i >= text.length) return records;
  for (;;) {
    let field: string;
    if (text[i] === '"') {
      ({ field, i, line } = quotedField(text, i + 1, line));
    } else {
      unquoted.lastIndex = i;
      field = unquoted.exec(text)?.[0] ?? "";
      i += field.length;
      if (text[i] === '"') throw new CsvError(`line ${line}: a quote inside an unquoted field`);
    }
    fields.push(field);
    const c = text[i];
    if (c === ",") {
      i += 1;
      continue;
    }
    records.push({ line: start, fields });
    if (c === undefined) break;
    i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
    line += 1;
    if (i >= text.length) break;
    fields = [];
    start = line;
  }
  return records;
}

function quotedField(text: string, from: number, startLine: number): { field: string; i: number; line: number } {
  let field = "";
  let i = from;
  let line = startLine;
  for (;;) {
    const close = text.indexOf('"', i);
    if (close < 0) throw new CsvError(`line ${startLine}: a quoted field is never closed`);
    const piece = text.slice(i, close);
    field += piece;
    line += (piece.match(/\r\n|\r|\n/g) ?? []).length;
    i = close + 1;
    if (text[i] !== '"') break;
    field += '"';
    i += 1;
  }
  const next = text[i];
  if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
    throw new CsvError(`line ${line}: text after the closing quote of a field`);
  }
  return { field, i, line };
}

/** A row left out of an import, and why. */
export interface SkippedRow {
  line: number;
  reason: string;
}

/** One data row keyed by the header's column names, with its line number. */
export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

/**
 * Parses CSV with a header row into rows keyed by column name, after checking that every column
 * in `required` is in the header. Blank lines are skipped; a record with the wrong number of
 * fields is an error.
 */
export function parseCsvTable(text: string, required: readonly string[]): CsvRow[] {
  const [header, ...records] = parseCsv(text);
  if (header === undefined) throw new CsvError("the file is empty: a header row is expected");
  const names = header.fields.map((h) => h.trim());
  const missing = required.filter((column) => !names.includes(column));
  if (missing.length > 0) throw new CsvError(`the header lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}`);
  return records
    .filter(({ fields }) => !(fields.length === 1 && fields[0] === ""))
    .map(({ fields, line }) => {
      if (fields.length !== names.length) {
        throw new CsvError(`line ${line}: ${fields.length} fields where the header has ${names.length}`);
      }
      return { line, values: Object.fromEntries(names.map((name, i) => [name, fields[i] ?? ""])) };
    });
}
