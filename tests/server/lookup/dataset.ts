/**
 * The data the lookup tests search: the full shared files when they are on this machine
 * (../shared/data/schools, or LOOKUP_DATA_DIR), else the sample the project ships. The same
 * assertions hold for both; test names say which one ran.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { zipProvider } from "../../../server/lookup/address/zip-provider.ts";
import { type ImportResult, importLookupFile } from "../../../server/lookup/import.ts";
import { lookupPlugin } from "../../../server/lookup/plugin.ts";
import type { Database } from "../../../server/db/types.ts";
import type { AddressProvider } from "../../../server/lookup/types.ts";
import { type DatabaseKind, openTestDatabase } from "../helpers/databases.ts";

const files = { college_ceeb: "colleges.csv", hs_ceeb: "high_schools.csv", address: "us_zipcodes.csv" } as const;

const sharedDir = process.env.LOOKUP_DATA_DIR ?? resolve(import.meta.dirname, "../../../../shared/data/schools");
const sampleDir = resolve(import.meta.dirname, "../../../server/lookup/sample");
const sharedPresent = Object.values(files).every((file) => existsSync(join(sharedDir, file)));

export const dataset = sharedPresent
  ? { name: `the full shared data (${sharedDir})`, dir: sharedDir }
  : { name: "the project's sample (no shared data on this machine)", dir: sampleDir };

/** A migrated test database with every category imported from the dataset. */
export async function openLookupDatabase(kind: DatabaseKind): Promise<{ db: Database; imports: ImportResult[] }> {
  const db = await openTestDatabase(kind, "lookup");
  const imports: ImportResult[] = [];
  for (const [category, file] of Object.entries(files)) imports.push(await importLookupFile(db, category, join(dataset.dir, file)));
  return { db, imports };
}

/** The lookup plugin alone on a Fastify instance, its logs (warn and above) collected in `logs`. */
export async function lookupApp(db: Database, address: AddressProvider = zipProvider(db)): Promise<{ app: FastifyInstance; logs: string[] }> {
  const logs: string[] = [];
  const app = Fastify({ logger: { level: "warn", stream: { write: (line: string) => void logs.push(line) } } });
  await app.register(lookupPlugin, { db, address, seedSamples: false });
  await app.ready();
  return { app, logs };
}
