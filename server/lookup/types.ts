import type { Database } from "../db/types.ts";
import type { CsvRow, SkippedRow } from "./csv.ts";

/** One suggestion, as GET /lookup/find?text= lists them (spec section 7). */
export interface LookupItem {
  id: string;
  text: string;
  sub_text: string;
}

/** The fields a chosen suggestion fills, as GET /lookup/find?id= returns them. */
export type LookupRecord = Record<string, string>;

/** Searches one category and reads the full record of one of its suggestions. */
export interface Finder {
  search(text: string, maxResults: number): Promise<LookupItem[]>;
  /** Undefined when there is no such id. */
  detail(id: string): Promise<LookupRecord | undefined>;
}

/** Where address suggestions come from: the offline ZIP table, or a geocoder over HTTP. */
export interface AddressProvider extends Finder {
  readonly name: string;
}

/** What a category needs to answer lookups. */
export interface LookupDeps {
  db: Database;
  address: AddressProvider;
}

/** How rows are loaded: replacing the category's data, or adding the keys not there yet. */
export type LoadMode = "replace" | "add";

/** One lookup category: its data file format, how it is loaded and how it is searched. */
export interface LookupCategory {
  readonly name: string;
  /** The columns an import file must have. */
  readonly columns: readonly string[];
  /** Its file in server/lookup/sample/, loaded into an empty database. */
  readonly sample: string;
  /** Loads file rows in one transaction; returns how many were stored and which were left out. */
  load(db: Database, rows: readonly CsvRow[], mode: LoadMode): Promise<{ stored: number; skipped: SkippedRow[] }>;
  count(db: Database): Promise<number>;
  finder(deps: LookupDeps): Finder;
}
