import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Database } from "../db/types.ts";
import { categoryNames, lookupCategories } from "./categories.ts";
import { CsvError, parseCsvTable, type SkippedRow } from "./csv.ts";
import type { LoadMode, LookupCategory } from "./types.ts";

/** An import that cannot run: an unknown category, an unreadable or malformed file. Nothing was changed. */
export class LookupImportError extends Error {}

export interface ImportResult {
  category: string;
  stored: number;
  skipped: SkippedRow[];
  milliseconds: number;
}

const readUtf8 = (file: string): Promise<string> => readFile(file, "utf8");

/**
 * Loads a CSV file of the category's public format (see the shared data README and
 * server/lookup/sample/README.md) into the database, replacing that category's data in one
 * transaction: a file that fails leaves the previous data in place.
 */
export async function importLookupFile(db: Database, categoryName: string, file: string, read: (file: string) => Promise<string> = readUtf8): Promise<ImportResult> {
  return load(db, category(categoryName), file, "replace", read);
}

/**
 * Loads the sample shipped in server/lookup/sample/ into every category that has no rows yet,
 * so a fresh install has something to find. Adding only missing keys makes two processes
 * starting at once harmless.
 */
export async function seedLookupSamples(db: Database): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (const c of lookupCategories.values()) {
    if ((await c.count(db)) === 0) results.push(await load(db, c, fileURLToPath(new URL(`sample/${c.sample}`, import.meta.url)), "add"));
  }
  return results;
}

function category(name: string): LookupCategory {
  const found = lookupCategories.get(name);
  if (found === undefined) throw new LookupImportError(`unknown category "${name}": use one of ${categoryNames.join(", ")}`);
  return found;
}

async function load(db: Database, c: LookupCategory, file: string, mode: LoadMode, read: (file: string) => Promise<string> = readUtf8): Promise<ImportResult> {
  const started = performance.now();
  let text: string;
  try {
    text = await read(file);
  } catch (error) {
    throw new LookupImportError(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    const { stored, skipped } = await c.load(db, parseCsvTable(text, c.columns), mode);
    return { category: c.name, stored, skipped, milliseconds: Math.round(performance.now() - started) };
  } catch (error) {
    if (error instanceof CsvError) throw new LookupImportError(`${file}: ${error.message}`);
    throw error;
  }
}
