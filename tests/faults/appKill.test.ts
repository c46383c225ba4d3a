/**
 * kill -9 of an app process in the middle of a stream of saves: every save the process
 * acknowledged is in the database afterwards, and another app process carries on with the same
 * sessions (nothing a student needs was kept in the dead process's memory).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppChild, eventually, startAppProcess } from "./support/children.ts";
import { loggedIn } from "./support/client.ts";
import { type FreshDatabase, answersOf, confirmedAccount, freshDatabase } from "./support/database.ts";
import { type Saver, SaveStream } from "./support/saves.ts";

describe("an app process killed with SIGKILL during saves", () => {
  let database: FreshDatabase;
  let dataDir: string;
  const processes: AppChild[] = [];

  beforeAll(async () => {
    database = await freshDatabase("appkill");
    dataDir = await mkdtemp(join(tmpdir(), "faults-appkill-"));
  });
  afterAll(async () => {
    for (const child of processes) await child.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged save, and another process serves the same sessions", async () => {
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    const first = await startAppProcess(env);
    processes.push(first);
    const savers: Saver[] = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const username = await confirmedAccount(database.db);
        return { username, client: await loggedIn(first.url, username) };
      }),
    );

    const stream = new SaveStream(savers, { untilFailure: true });
    await eventually("saves acknowledged", async () => stream.acknowledged() >= 80, 60_000, 5);
    first.process.kill("SIGKILL");
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
    await stream.finished();

    // Every student was cut off mid-stream: each one's last save got no answer.
    const cut = stream.unacknowledged();
    expect(cut).toHaveLength(savers.length);
    expect(cut.every((outcome) => outcome.kind === "no answer")).toBe(true);
    for (const { username } of savers) expect(stream.problems(username, await answersOf(database.db, username))).toEqual([]);

    // A new process on the same database: the same cookies are still logged in, and the answers are there.
    const second = await startAppProcess(env);
    processes.push(second);
    for (const { username, client } of savers) {
      const profile = await client.on(second.url).get("/api/profile");
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({ username, answer: await answersOf(database.db, username) });
    }
  });
});
