/**
 * Issue 29: what each staff role may do, through requirePermission and recordAccess, the two helpers
 * the console's routes will use. The routes here exist only in this test: the console's own come later.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import type { Database } from "../../server/db/types.ts";
import { recordAccess } from "../../server/office/audit.ts";
import { authenticateStaff, requirePermission } from "../../server/office/staffGuard.ts";
import { databaseKinds, openTestDatabase } from "./helpers/databases.ts";
import { Client, TestClock, testConfig } from "./helpers/server.ts";
import { signedInStaff } from "./helpers/staff.ts";

/** A reading route (any staff member) and an export route (managers), each recording what it showed. */
async function testOnlyRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", authenticateStaff(app));
  app.get<{ Params: { reference: string } }>("/applications/:reference", { preHandler: requirePermission("read") }, async (request) => {
    await recordAccess(request, "view", { id: null, reference: request.params.reference });
    return { shown: request.params.reference };
  });
  app.get("/export", { preHandler: requirePermission("export") }, async (request) => {
    await recordAccess(request, "export");
    return { exported: true };
  });
}

describe.each(databaseKinds)("staff roles (%s)", (kind) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase(kind, "staff_roles");
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    app = await buildApp({ config: testConfig(), db, clock: new TestClock(), logger: false, seedLookupSamples: false });
    await app.register(testOnlyRoutes, { prefix: "/staff-api/test" });
    await app.ready();
  });
  afterEach(async () => {
    await app?.close();
  });

  const accessesOf = async (username: string) =>
    (await db.query<{ action: string; reference: string | null }>("SELECT action, reference FROM staff_audit WHERE username = $1 AND action IN ('view', 'export') ORDER BY id", [username])).rows;

  it("lets a reviewer read and refuses them an export, recording only what they were shown", async () => {
    const { client, username } = await signedInStaff(app, "reviewer");
    expect(await client.get("/staff-api/test/applications/7KQM-4XD9")).toMatchObject({ status: 200, body: { shown: "7KQM-4XD9" } });
    expect(await client.get("/staff-api/test/export")).toMatchObject({ status: 403, body: { code: "staffForbidden", message: "Your staff role (reviewer) does not allow this." } });
    expect(await accessesOf(username)).toEqual([{ action: "view", reference: "7KQM-4XD9" }]);
  });

  it("lets a manager read and export, and tells the console so", async () => {
    const { client, username } = await signedInStaff(app, "manager");
    expect((await client.get("/staff-api/me")).body).toMatchObject({ role: "manager", permissions: ["read", "export", "revokeLinks", "audit"] });
    expect((await client.get("/staff-api/test/applications/2345-6789")).status).toBe(200);
    expect(await client.get("/staff-api/test/export")).toMatchObject({ status: 200, body: { exported: true } });
    expect(await accessesOf(username)).toEqual([
      { action: "view", reference: "2345-6789" },
      { action: "export", reference: null },
    ]);
  });

  it("asks for a staff session before any role, and records nothing without one", async () => {
    const before = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM staff_audit")).rows[0]?.n;
    expect((await new Client(app).get("/staff-api/test/export")).body).toMatchObject({ code: "sessionInvalid" });
    expect((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM staff_audit")).rows[0]?.n).toBe(before);
  });
});
