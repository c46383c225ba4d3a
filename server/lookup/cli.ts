/**
 * The lookup's staff commands. `lookup-import <category> <file>` loads a CSV file of the public
 * format (server/lookup/sample/README.md) into the database, replacing that category's rows.
 * The main CLI calls `lookupImportCommand`; this file also runs on its own:
 *
 *   node server/lookup/cli.ts lookup-import college_ceeb ../shared/data/schools/colleges.csv
 *
 * with the database the server's configuration names (DATABASE_URL, else PGlite in DATA_DIR).
 */
import { categoryNames } from "./categories.ts";
import type { Database } from "../db/types.ts";
import { importLookupFile, LookupImportError } from "./import.ts";

export const lookupImportUsage = `lookup-import <category> <file>   category: ${categoryNames.join(", ")}`;

/** Runs `lookup-import` with its arguments; prints what was stored and skipped. `read` reads the file (from disk by default). */
export async function lookupImportCommand(db: Database, args: readonly string[], print: (line: string) => void, read?: (file: string) => Promise<string>): Promise<void> {
  const [category, file, ...rest] = args;
  if (category === undefined || file === undefined || rest.length > 0) throw new LookupImportError(`usage: ${lookupImportUsage}`);
  const result = await importLookupFile(db, category, file, read);
  print(`${result.category}: ${result.stored} rows imported from ${file} in ${result.milliseconds} ms`);
  for (const { line, reason } of result.skipped) print(`  line ${line} left out: ${reason}`);
}

if (import.meta.main) {
  const [command, ...args] = process.argv.slice(2);
  if (command !== "lookup-import") {
    console.error(`usage: node server/lookup/cli.ts ${lookupImportUsage}`);
    process.exit(2);
  }
  const { loadConfig } = await import("../config.ts");
  const { openDatabase } = await import("../db/open.ts");
  const db = await openDatabase(await loadConfig(), { role: "staff command", command: "lookup-import" });
  try {
    await lookupImportCommand(db, args, (line) => console.log(line));
  } catch (error) {
    if (!(error instanceof LookupImportError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
