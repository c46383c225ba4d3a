/**
 * A small RFC 4180 reader for the corpus manifest: fields are split on commas, a quoted field may
 * hold commas, line breaks and doubled quotes, and records end with CRLF or LF.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else {
      field += c;
    }
  }
  if (quoted) throw new Error("CSV ends inside a quoted field");
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}

/** Records as objects keyed by the header row's names. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row) => {
    if (row.length !== header.length) throw new Error(`CSV record has ${row.length} fields, the header ${header.length}: ${row.join(",")}`);
    return Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""]));
  });
}
