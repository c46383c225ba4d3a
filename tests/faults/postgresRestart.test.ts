/**
 * PostgreSQL going down under a running app process and coming back: while it is down, requests
 * get a clear 503 JSON answer at once (not a hang, not a 500) and readiness fails while liveness
 * holds; once it is back, the same process serves again by itself, with the same sessions, and
 * every save it acknowledged is in the database.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMessage } from "../../server/errors.ts";
import { officeWords } from "../../server/words.ts";
import { type AppChild, eventually, startAppProcess } from "./support/children.ts";
import { loggedIn } from "./support/client.ts";
import { type FreshDatabase, answersOf, confirmedAccount, freshDatabase } from "./support/database.ts";
import { type PrivatePostgres, startPrivatePostgres } from "./support/privatePostgres.ts";
import { type Saver, SaveStream } from "./support/saves.ts";

const unavailable = { message: errorMessage("databaseUnavailable", {}, officeWords), code: "databaseUnavailable" };

describe("PostgreSQL restarted under a running app process", () => {
  let server: PrivatePostgres;
  let database: FreshDatabase;
  let dataDir: string;
  let app: AppChild | undefined;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    database = await freshDatabase("restart", server.url);
    dataDir = await mkdtemp(join(tmpdir(), "faults-restart-"));
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop().catch(() => undefined);
    await server?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers 503 while it is down, recovers without a restart, and loses nothing acknowledged", async () => {
    app = await startAppProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir });
    const savers: Saver[] = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const username = await confirmedAccount(database.db);
        return { username, client: await loggedIn(app!.url, username) };
      }),
    );
    const [student] = savers;
    const stream = new SaveStream(savers, { untilFailure: false, pauseMs: 10 });
    await eventually("saves acknowledged", async () => stream.acknowledged() >= 30, 60_000, 5);

    // A crash of the server: connections dropped, no checkpoint.
    await server.stop("immediate");
    const acknowledgedBefore = stream.acknowledged();
    for (const path of ["/api/profile", "/api/document-answer"]) {
      const res = await student!.client.get(path);
      expect(res.status).toBe(503);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.body).toEqual(unavailable);
    }
    expect(await student!.client.put("/api/answer", { middle_name: "Outage" })).toMatchObject({ status: 503, body: unavailable });
    // A public call too: its rate limit is counted in the database.
    expect(await student!.client.post("/public/login", { username: student!.username, password: "anything-at-all" })).toMatchObject({ status: 503, body: unavailable });
    expect(await student!.client.get("/readyz")).toMatchObject({ status: 503, body: { message: "The server is not ready: its database does not answer.", code: "notReady" } });
    expect(await student!.client.get("/healthz")).toMatchObject({ status: 200, body: { status: "ok" } });
    // The saves carried on meanwhile, each refused the same way.
    await eventually("saves refused during the outage", async () => stream.unacknowledged().length >= 10, 30_000);
    expect(stream.acknowledged()).toBe(acknowledgedBefore);

    await server.start();
    await eventually("ready again", async () => (await student!.client.get("/readyz")).status === 200, 30_000, 200);
    await eventually("saves acknowledged again", async () => stream.acknowledged() >= acknowledgedBefore + 30, 30_000, 5);
    await stream.stop();

    expect(app.alive()).toBe(true);
    // Every failed save was a 503 with the message (none a 500, none without an answer).
    expect(stream.unacknowledged().every((o) => o.kind === "refused" && o.status === 503 && o.body.code === "databaseUnavailable")).toBe(true);
    for (const { username } of savers) expect(stream.problems(username, await answersOf(database.db, username))).toEqual([]);
    expect(app.logs.filter((l) => l.msg === "unexpected failure")).toEqual([]);
    // The outage is in the log, one warning per refused request, with the driver's reason.
    expect(app.logs.some((l) => l.msg === "the database cannot be reached" && l.level === 40)).toBe(true);
  });
});
