import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../server/db/types.ts";
import { photonProvider } from "../../../server/lookup/address/photon-provider.ts";
import { LookupConfigError, addressProviderFromEnv } from "../../../server/lookup/address/providers.ts";
import { lookupApp } from "./dataset.ts";
import { type PhotonStandIn, startPhotonStandIn } from "./photon-standin.ts";

/** With Photon, the address category never touches the database: this one fails any query loudly (and stands for a database that is down). */
const noDatabase: Database = {
  kind: "postgres",
  query: () => Promise.reject(new Error("the address lookup used the database")),
  transaction: () => Promise.reject(new Error("the address lookup used the database")),
  close: async () => undefined,
};

describe("the Photon address provider, against a stand-in Photon server", () => {
  let photon: PhotonStandIn;
  let app: FastifyInstance;
  let logs: string[];

  beforeAll(async () => {
    photon = await startPhotonStandIn();
    ({ app, logs } = await lookupApp(noDatabase, photonProvider({ url: photon.url, timeoutMs: 500 })));
  });
  afterAll(async () => {
    await app?.close();
    await photon?.close();
  });
  beforeEach(() => {
    photon.mode = "ok";
    photon.requests.length = 0;
    logs.length = 0;
  });

  const find = async (query: Record<string, string>) => {
    const response = await app.inject({ method: "GET", url: "/lookup/find", query: { category: "address", ...query } });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it("asks Photon for the typed text with max_results as its limit", async () => {
    await find({ text: "1400 Townsend Houghton", max_results: "3" });
    expect(photon.requests.map((p) => [p.get("q"), p.get("limit")])).toEqual([["1400 Townsend Houghton", "3"]]);
  });

  it("suggests street addresses with their place, then fills the fields from the chosen one", async () => {
    const { status, body } = await find({ text: "townsend houghton" });
    expect(status).toBe(200);
    const items = body as { id: string; text: string; sub_text: string }[];
    expect(items.map(({ text, sub_text }) => ({ text, sub_text }))).toEqual([
      { text: "Michigan Technological University, 1400 Townsend Drive", sub_text: "Houghton, MI 49931" },
      { text: "Townsend Drive", sub_text: "Houghton, MI 49931" },
    ]);
    expect(await find({ id: items[0]!.id })).toEqual({
      status: 200,
      body: { address_line_1: "1400 Townsend Drive", city: "Houghton", state: "MI", zip: "49931", country: "USA" },
    });
  });

  it("turns a Canadian province and country into the form's codes", async () => {
    const items = (await find({ text: "toronto" })).body as { id: string; sub_text: string }[];
    expect(items[0]?.sub_text).toBe("Toronto, ON M5S 1A1, CAN");
    expect((await find({ id: items[0]!.id })).body).toEqual({
      address_line_1: "27 King's College Circle",
      city: "Toronto",
      state: "ON",
      zip: "M5S 1A1",
      country: "CAN",
    });
  });

  it.each([
    ["answers an error status", "error"],
    ["answers something that is not JSON", "garbage"],
    ["does not answer in time", "stall"],
  ] as const)("gives an empty list, and logs it, when Photon %s", async (_, mode) => {
    photon.mode = mode;
    expect(await find({ text: "townsend" })).toEqual({ status: 200, body: [] });
    expect(logs.join("\n")).toContain("lookup search failed");
  });

  it("gives an empty list when the Photon server cannot be reached", async () => {
    const unreachable = photonProvider({ url: "http://127.0.0.1:9", timeoutMs: 500 });
    const other = await lookupApp(noDatabase, unreachable);
    const response = await other.app.inject({ method: "GET", url: "/lookup/find", query: { category: "address", text: "townsend" } });
    await other.app.close();
    expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({ status: 200, body: [] });
    expect(other.logs.join("\n")).toContain("lookup search failed");
  });

  it.each([["49931"], ["photon:bm90IGpzb24"], [`photon:${Buffer.from(JSON.stringify(["a", "b"])).toString("base64url")}`]])(
    "answers 404 for an id it did not make: %s",
    async (id) => {
      expect(await find({ id })).toEqual({ status: 404, body: { message: `No address suggestion has the id "${id}"`, code: "lookupNotFound" } });
    },
  );
});

describe("a lookup whose database fails", () => {
  it("answers an empty list for a search and logs the failure", async () => {
    const { app, logs } = await lookupApp(noDatabase, photonProvider({ url: "http://127.0.0.1:9", timeoutMs: 500 }));
    const response = await app.inject({ method: "GET", url: "/lookup/find", query: { category: "college_ceeb", text: "michigan" } });
    await app.close();
    expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({ status: 200, body: [] });
    expect(logs.join("\n")).toContain("the address lookup used the database");
  });

  it("answers 503 with a message for a detail, so the student's typed text stays", async () => {
    const { app, logs } = await lookupApp(noDatabase, photonProvider({ url: "http://127.0.0.1:9", timeoutMs: 500 }));
    const response = await app.inject({ method: "GET", url: "/lookup/find", query: { category: "hs_ceeb", id: "232015" } });
    await app.close();
    expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({
      status: 503,
      body: { message: "The lookup is not available at the moment. Please type the details in.", code: "lookupUnavailable" },
    });
    expect(logs.join("\n")).toContain("lookup detail failed");
  });
});

describe("choosing the address provider from the environment", () => {
  const db = { query: async () => ({ rows: [] }) };

  it.each([
    [{}, "zip"],
    [{ LOOKUP_ADDRESS_PROVIDER: "zip" }, "zip"],
    [{ LOOKUP_ADDRESS_PROVIDER: "photon", LOOKUP_PHOTON_URL: "http://127.0.0.1:2322" }, "photon"],
  ])("%j gives the %s provider", (env, name) => {
    expect(addressProviderFromEnv(env, db).name).toBe(name);
  });

  it.each([
    [{ LOOKUP_ADDRESS_PROVIDER: "pelias" }, 'LOOKUP_ADDRESS_PROVIDER must be one of zip, photon, not "pelias"'],
    [{ LOOKUP_ADDRESS_PROVIDER: "photon" }, "LOOKUP_PHOTON_URL must be the http(s) URL of the Photon server when LOOKUP_ADDRESS_PROVIDER=photon"],
    [
      { LOOKUP_ADDRESS_PROVIDER: "photon", LOOKUP_PHOTON_URL: "http://127.0.0.1:2322", LOOKUP_PHOTON_TIMEOUT_MS: "soon" },
      "LOOKUP_PHOTON_TIMEOUT_MS must be a positive number of milliseconds",
    ],
  ])("refuses %j with a message naming the setting", (env, message) => {
    expect(() => addressProviderFromEnv(env, db)).toThrow(new LookupConfigError(message));
  });
});
