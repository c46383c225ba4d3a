/**
 * The workbench's school and address lookup: the sample directories the project ships
 * (server/lookup/sample/), searched in memory, so authoring needs no database. It answers like
 * GET /lookup/find: up to five {id, text, sub_text} for typed text, the full record for an id.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseCsvTable } from "../../server/lookup/csv.ts";

type Row = Readonly<Record<string, string>>;
interface Entry {
  readonly id: string;
  readonly text: string;
  readonly sub_text: string;
  readonly detail: Row;
}

const files = { college_ceeb: "colleges.csv", hs_ceeb: "high_schools.csv", address: "us_zipcodes.csv" } as const;
export type SampleCategory = keyof typeof files;

function entryOf(category: SampleCategory, row: Row): Entry {
  if (category === "address") {
    return { id: row.zip ?? "", text: `${row.city}, ${row.state} ${row.zip}`, sub_text: `${row.county} County, ${row.state_name}`, detail: { address_line_1: "", city: row.city ?? "", state: row.state ?? "", zip: row.zip ?? "", country: "USA" } };
  }
  const detail = { name: row.name ?? "", ceeb: row.ceeb ?? "", address_line_1: row.address_line_1 ?? "", city: row.city ?? "", state: row.state ?? "", zip: row.zip ?? "", country: row.country ?? "" };
  return { id: row.id ?? "", text: detail.name, sub_text: `${detail.city}, ${detail.state}`, detail };
}

/** Loads the three sample files once. */
export async function sampleLookup(root: string): Promise<{
  find: (category: SampleCategory, text: string) => Omit<Entry, "detail">[];
  detail: (category: SampleCategory, id: string) => Row | undefined;
}> {
  const entries = new Map<SampleCategory, Entry[]>();
  for (const [category, file] of Object.entries(files) as [SampleCategory, string][]) {
    const rows = parseCsvTable(await readFile(join(root, "server/lookup/sample", file), "utf8"), []);
    entries.set(category, rows.map((r) => entryOf(category, r.values)));
  }
  return {
    find: (category, text) => {
      const words = text.toLowerCase().split(/\s+/).filter(Boolean);
      const hits = (entries.get(category) ?? []).filter((e) => words.every((w) => `${e.text} ${e.sub_text}`.toLowerCase().includes(w)));
      return hits.slice(0, 5).map(({ id, text: t, sub_text }) => ({ id, text: t, sub_text }));
    },
    detail: (category, id) => entries.get(category)?.find((e) => e.id === id)?.detail,
  };
}
