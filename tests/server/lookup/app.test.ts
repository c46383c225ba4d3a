import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/app.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../helpers/databases.ts";
import { testConfig } from "../helpers/server.ts";

describe.each(databaseKinds)("the lookup in the whole app (%s)", (kind: DatabaseKind) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase(kind, "lookup_app");
  }, 120_000);
  afterAll(() => db?.close());

  it("answers /lookup/find from the shipped sample on a fresh install, without a session", async () => {
    const app = await buildApp({ config: testConfig(), db, logger: false });
    try {
      const found = await app.inject({ method: "GET", url: "/lookup/find?text=michigan%20tech&category=college_ceeb&max_results=5" });
      expect(found.statusCode).toBe(200);
      expect(found.json()[0]).toMatchObject({ id: "171128", text: "Michigan Technological University", sub_text: "Houghton, MI" });
      const detail = await app.inject({ method: "GET", url: "/lookup/find?id=171128&category=college_ceeb" });
      expect(detail.json()).toMatchObject({ name: "Michigan Technological University", ceeb: "1464", city: "Houghton", state: "MI", zip: "49931", country: "USA" });
    } finally {
      await app.close();
    }
  });
});

describe("the lookup's rate limit", () => {
  it("refuses suggestions past the per-address limit with 429 and a message", async () => {
    const db = await openTestDatabase("pglite", "lookup_limit");
    const limits = { ...testConfig().limits, lookupPerAddress: { max: 3, windowMs: 60_000 } };
    const app = await buildApp({ config: testConfig({ limits }), db, logger: false });
    try {
      const ask = () => app.inject({ method: "GET", url: "/lookup/find?text=mich&category=college_ceeb" });
      for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toEqual(expect.any(String));
    } finally {
      await app.close();
      await db.close();
    }
  }, 120_000);
});

describe("npm run cli -- lookup-import", () => {
  it("imports a file through the staff command line and reports the rows", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "lookup-cli-"));
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["server/cli.ts", "lookup-import", "address", "server/lookup/sample/us_zipcodes.csv"],
        { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
      );
      expect(stdout).toMatch(/^address: \d+ rows imported from server\/lookup\/sample\/us_zipcodes.csv/m);
      await expect(promisify(execFile)(process.execPath, ["server/cli.ts", "lookup-import", "planets", "x.csv"], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } })).rejects.toMatchObject({ code: 1 });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
