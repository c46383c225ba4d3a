/**
 * The database unreachable under a running app: PostgreSQL through a TCP proxy that the test
 * cuts (every connection of the pool dropped, new ones refused) and restores. Requests get the
 * catalogue's 503 at once, readiness fails while liveness holds, and once the proxy is back the
 * very next request succeeds: the pool dropped its broken connections instead of handing them out.
 * (tests/faults/postgresRestart.test.ts stops a real PostgreSQL server under an app process.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../server/db/migrate.ts";
import { openPostgres } from "../../server/db/postgres.ts";
import type { ScriptDatabase } from "../../server/db/script.ts";
import { errorMessage } from "../../server/errors.ts";
import { officeWords } from "../../server/words.ts";
import { postgresSchema, postgresUrl } from "./helpers/databases.ts";
import { type TestApp, startApp, testConfig } from "./helpers/server.ts";
import { studentWithSession } from "./helpers/students.ts";
import { type TcpProxy, startTcpProxy } from "./helpers/tcpProxy.ts";

const unavailable = { message: errorMessage("databaseUnavailable", {}, officeWords), code: "databaseUnavailable" };

describe("the database unreachable under a running app (postgres)", () => {
  let schema: Awaited<ReturnType<typeof postgresSchema>>;
  let proxy: TcpProxy;
  let db: ScriptDatabase;
  let t: TestApp;

  beforeAll(async () => {
    schema = await postgresSchema("outage");
    const server = new URL(postgresUrl);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(schema.url);
    url.host = `127.0.0.1:${proxy.port}`;
    db = await openPostgres(url.toString(), 4);
    await migrate(db);
    t = await startApp(db, testConfig());
  }, 60_000);
  afterAll(async () => {
    await t?.app.close();
    await db?.close();
    await proxy?.close();
    await schema?.drop();
  });

  it("answers 503 with the message while it is cut off, and serves again at once when it is back", async () => {
    const { client } = await studentWithSession(t.app);
    expect((await client.put("/api/answer", { first_name: "Before" })).status).toBe(200);

    await proxy.cut();
    expect(await client.put("/api/answer", { first_name: "During" })).toMatchObject({ status: 503, body: unavailable });
    expect(await client.get("/api/profile")).toMatchObject({ status: 503, body: unavailable });
    // A route that works in a transaction.
    expect(await client.request("DELETE", "/api/document-answer/college_transcript_upload")).toMatchObject({ status: 503, body: unavailable });
    expect(await client.get("/readyz")).toMatchObject({ status: 503, body: { code: "notReady" } });
    expect(await client.get("/healthz")).toMatchObject({ status: 200, body: { status: "ok" } });
    const during = String((await client.get("/metrics")).body.text);
    expect(during).toContain("app_database_up 0");
    expect(during).toContain('app_http_server_errors_total{code="databaseUnavailable"} 3');

    await proxy.restore();
    expect(await client.get("/readyz")).toMatchObject({ status: 200, body: { status: "ok" } });
    expect((await client.put("/api/answer", { first_name: "After" })).status).toBe(200);
    expect((await client.get("/api/profile")).body).toMatchObject({ answer: { first_name: "After" } });
  });
});
