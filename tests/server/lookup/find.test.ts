import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/db/types.ts";
import type { LookupItem } from "../../../server/lookup/types.ts";
import { databaseKinds } from "../helpers/databases.ts";
import { dataset, lookupApp, openLookupDatabase } from "./dataset.ts";
import cases from "./find-cases.json" with { type: "json" };

/** One call of GET /lookup/find and what its answer must show; every field but query is optional. */
interface FindCase {
  description: string;
  query: Record<string, string>;
  status?: number;
  body?: unknown;
  first?: Partial<LookupItem>;
  firstTextStartsWith?: string;
  includes?: Partial<LookupItem>;
  excludes?: string;
  order?: string[];
  count?: number;
  countBetween?: [number, number];
  allTextsMatch?: string;
}

describe.each(databaseKinds)(`GET /lookup/find on ${dataset.name} (%s)`, (kind) => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ db } = await openLookupDatabase(kind));
    ({ app } = await lookupApp(db));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it.each(cases as unknown as FindCase[])("$description", async (c) => {
    const response = await app.inject({ method: "GET", url: "/lookup/find", query: c.query });
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.statusCode).toBe(c.status ?? 200);
    const body: unknown = response.json();
    if (c.body !== undefined) expect(body).toEqual(c.body);
    if ((c.status ?? 200) !== 200 || !Array.isArray(body)) return;
    const items = body as LookupItem[];
    const ids = items.map((item) => item.id);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(["id", "sub_text", "text"]);
    if (c.first) expect(items[0]).toMatchObject(c.first);
    if (c.firstTextStartsWith) expect(items[0]?.text.startsWith(c.firstTextStartsWith)).toBe(true);
    if (c.includes) expect(items).toContainEqual(expect.objectContaining(c.includes));
    if (c.excludes) expect(ids).not.toContain(c.excludes);
    if (c.order) {
      for (const id of c.order) expect(ids).toContain(id);
      expect(c.order.map((id) => ids.indexOf(id))).toEqual(c.order.map((id) => ids.indexOf(id)).sort((a, b) => a - b));
    }
    if (c.count !== undefined) expect(items).toHaveLength(c.count);
    if (c.countBetween) {
      expect(items.length).toBeGreaterThanOrEqual(c.countBetween[0]);
      expect(items.length).toBeLessThanOrEqual(c.countBetween[1]);
    }
    if (c.allTextsMatch) {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.text).toMatch(new RegExp(c.allTextsMatch));
    }
  });
});
