import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/db/types.ts";
import { zipProvider } from "../../../server/lookup/address/zip-provider.ts";
import { lookupImportCommand } from "../../../server/lookup/cli.ts";
import { importLookupFile, LookupImportError, seedLookupSamples } from "../../../server/lookup/import.ts";
import { lookupPlugin } from "../../../server/lookup/plugin.ts";
import { searchSchools } from "../../../server/lookup/schools/store.ts";
import { databaseKinds, openTestDatabase } from "../helpers/databases.ts";

const root = resolve(import.meta.dirname, "../../..");
const sample = (file: string): string => join(root, "server/lookup/sample", file);
const header = "id,name,alias,ceeb,address_line_1,city,state,zip,country,level,degree_granting,active";
const college = (id: string, name: string): string => `${id},${name},,,1 Main St,Houghton,MI,49931,USA,1,1,1`;

describe.each(databaseKinds)("lookup-import (%s)", (kind) => {
  let db: Database & { url?: string };
  let dir: string;
  const file = async (name: string, text: string): Promise<string> => {
    const path = join(dir, name);
    await writeFile(path, text);
    return path;
  };
  const collegeIds = async (): Promise<string[]> =>
    (await db.query<{ id: string }>("SELECT id FROM lookup_school WHERE category = 'college_ceeb' ORDER BY id")).rows.map((r) => r.id);

  beforeAll(async () => {
    db = await openTestDatabase(kind, "lookup_import");
    dir = await mkdtemp(join(tmpdir(), "lookup-import-"));
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("gives a fresh install the shipped sample when the plugin starts, and only once", async () => {
    const app = Fastify({ logger: false });
    await app.register(lookupPlugin, { db, address: zipProvider(db) });
    const found = await app.inject({ method: "GET", url: "/lookup/find", query: { category: "college_ceeb", text: "michigan tech" } });
    await app.close();
    expect((found.json() as { text: string }[])[0]?.text).toBe("Michigan Technological University");
    const counts = await db.query<{ category: string; n: number }>(
      "SELECT category, count(*)::int AS n FROM lookup_school GROUP BY category UNION ALL SELECT 'address', count(*)::int FROM lookup_zip ORDER BY category",
    );
    expect(counts.rows).toEqual([
      { category: "address", n: 50 },
      { category: "college_ceeb", n: 33 },
      { category: "hs_ceeb", n: 28 },
    ]);
    expect(await seedLookupSamples(db)).toEqual([]);
  });

  it("replaces a category's rows with the file's, leaving the other categories alone", async () => {
    const result = await importLookupFile(db, "college_ceeb", await file("two.csv", `${header}\n${college("900001", "Keweenaw College")}\n${college("900002", "Portage College")}\n`));
    expect(result).toMatchObject({ category: "college_ceeb", stored: 2, skipped: [] });
    expect(await collegeIds()).toEqual(["900001", "900002"]);
    expect((await searchSchools(db, "college_ceeb", "kewenaw", 5)).map((i) => i.id)).toEqual(["900001"]);
    expect((await searchSchools(db, "hs_ceeb", "houghton high", 5)).map((i) => i.id)).toContain("232015");
  });

  it("leaves out a row without a name and reports its line", async () => {
    const text = `${header}\n${college("900003", "Lake Linden College")}\n900004,,,,,Hubbell,MI,49934,USA,1,1,1\n`;
    const result = await importLookupFile(db, "college_ceeb", await file("nameless.csv", text));
    expect(result).toMatchObject({ stored: 1, skipped: [{ line: 3, reason: "the name is empty" }] });
    expect(await collegeIds()).toEqual(["900003"]);
  });

  it.each([
    { description: "an unknown category", category: "dormitory", text: "x", error: 'unknown category "dormitory": use one of college_ceeb, hs_ceeb, address' },
    { description: "a header without a column", category: "college_ceeb", text: "id,name\n1,A\n", error: "bad.csv: the header lacks the columns ceeb, address_line_1, city, state, zip, country, alias, level, degree_granting, active" },
    { description: "a repeated id", category: "college_ceeb", text: `${header}\n${college("900005", "A")}\n${college("900005", "B")}\n`, error: "bad.csv: line 3: the id 900005 is already on line 2" },
    { description: "broken quoting", category: "address", text: 'zip,city,state\n49931,"Houghton,MI\n', error: "bad.csv: line 2: a quoted field is never closed" },
  ])("refuses $description and keeps the data it had", async ({ category, text, error }) => {
    const before = await collegeIds();
    const path = await file("bad.csv", text);
    await expect(importLookupFile(db, category, path)).rejects.toThrow(new LookupImportError(error.replace("bad.csv", path)));
    expect(await collegeIds()).toEqual(before);
  });

  it("refuses a file it cannot read", async () => {
    await expect(importLookupFile(db, "address", join(dir, "missing.csv"))).rejects.toThrow(/^cannot read .*missing\.csv: ENOENT/);
  });

  it("prints what the command stored and left out", async () => {
    const lines: string[] = [];
    const path = await file("zips.csv", "zip,city,state\n49931,Houghton,MI\n4993,Nowhere,MI\n");
    await lookupImportCommand(db, ["address", path], (line) => lines.push(line));
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^address: 1 rows imported from ${path} in \\d+ ms$`)), '  line 3 left out: the ZIP "4993" is not 5 digits']);
    await expect(lookupImportCommand(db, ["address"], () => undefined)).rejects.toThrow(/^usage: lookup-import <category> <file>/);
  });
});

describe("node server/lookup/cli.ts", () => {
  it("imports a file into the database DATABASE_URL names", async () => {
    const db = await openTestDatabase("postgres", "lookup_cli");
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ["server/lookup/cli.ts", "lookup-import", "hs_ceeb", sample("high_schools.csv")], {
        cwd: root,
        // A given secret keeps the configuration from writing one into DATA_DIR.
        env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: join(tmpdir(), "lookup-cli-unused"), APP_SECRET: "lookup-cli-test-secret-0123456789abcdef" },
      });
      expect(stdout).toMatch(/^hs_ceeb: 28 rows imported from .*high_schools\.csv in \d+ ms\n$/);
      expect((await searchSchools(db, "hs_ceeb", "houghton high", 1))[0]?.id).toBe("232015");
    } finally {
      await db.close();
    }
  });
});
