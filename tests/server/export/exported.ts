/** Runs the export command in the test's process, as the CLI would, and reads what it wrote. */
import type { Output } from "../../../server/cli/command.ts";
import type { Config } from "../../../server/config.ts";
import type { Database } from "../../../server/db/types.ts";
import { exportCommand } from "../../../server/export/command.ts";

export interface Exported {
  code: number;
  data: string;
  err: string[];
}

export async function runExport(config: Config, db: Database, ...args: string[]): Promise<Exported> {
  let data = "";
  const err: string[] = [];
  const output: Output = {
    write: async (chunk) => void (data += chunk),
    file: async () => undefined,
  };
  const code = await exportCommand.run(args, { config, db, now: new Date(), output, print: { out: (line) => err.push(line), err: (line) => err.push(line) } });
  return { code, data, err };
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += c;
  }
  if (field !== "" || record.length) throw new Error("the CSV does not end with CRLF");
  return records;
}

/** The CSV's records as objects by header (the BOM taken off first). */
export function csvObjects(text: string): Record<string, string>[] {
  if (!text.startsWith("\uFEFF")) throw new Error("the CSV has no byte order mark");
  const [header = [], ...rows] = parseCsv(text.slice(1));
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""])));
}
