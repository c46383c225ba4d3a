/**
 * The server's door for staff commands on the embedded database (finding 1): POST /__staff/<command>
 * on its loopback listener runs the same command function the CLI would, on the server's
 * database, and only for a request made on this machine, not forwarded, with the token of
 * DATA_DIR/control.json.
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/app.ts";
import { commandAddress } from "../../../server/cli/recorded.ts";
import { systemClock } from "../../../server/clock.ts";
import type { Database } from "../../../server/db/types.ts";
import { staffControlApp, startStaffControl } from "../../../server/staff/control.ts";
import { readControlFile } from "../../../server/staff/controlFile.ts";
import { runThroughServer } from "../../../server/staff/remote.ts";
import { openTestDatabase } from "../helpers/databases.ts";
import { publicUrl, testConfig } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { firstPath } from "../../support/formPaths.ts";

const token = "staff-token-0123456789abcdef0123456789";

describe("finding 1: POST /__staff/<command>, the server's door for staff commands", () => {
  let db: Database;
  let control: FastifyInstance;
  let app: FastifyInstance;
  let dataDir = "";

  beforeAll(async () => {
    db = await openTestDatabase("pglite", "staff_control");
    dataDir = await mkdtemp(join(tmpdir(), "transfer-app-control-"));
    const config = testConfig({ dataDir });
    app = await buildApp({ config, db, logger: false, seedLookupSamples: false });
    control = staffControlApp({ config, db, clock: systemClock, log: app.log }, token);
  }, 120_000);
  afterAll(async () => {
    await control?.close();
    await app?.close();
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  // The CLI names the system user who runs it (cli/recorded.ts).
  const operator = "registrar-ops";
  const post = (command: string, body: object, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
    control.inject({
      method: "POST",
      url: `/__staff/${command}`,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
      payload: JSON.stringify({ operator, ...body }),
      remoteAddress,
    });

  it("finding 1: runs the command on the server's database and answers its exit code and lines", async () => {
    const { username } = await studentWithSession(app);
    const res = await post("service-link", { args: [username] });
    expect(res.statusCode).toBe(200);
    const { code, output } = res.json<{ code: number; output: { stream: string; line: string }[] }>();
    expect(code).toBe(0);
    expect(output).toEqual([{ stream: "out", line: expect.stringMatching(new RegExp(`^${publicUrl}${firstPath}\\?service_token=`)) }]);
    expect(res.json()).toMatchObject({ code: 0 });
    expect((await post("service-link", { args: ["nobody@example.edu"] })).json()).toEqual({ code: 1, output: [{ stream: "err", line: "There is no account with the username nobody@example.edu." }] });
  });

  it("finding 1: a command reads the files the CLI sent, never the server's disk", async () => {
    const sent = await post("tmp-answers", { args: ["answers.json"], files: { "answers.json": { text: '{"first_name":"Ada"}' } } });
    expect(sent.json()).toMatchObject({ code: 0, output: [{ stream: "out", line: expect.stringContaining(`${firstPath}?token=`) }] });
    const unread = await post("tmp-answers", { args: ["/etc/hostname"] });
    expect(unread.json()).toEqual({ code: 1, output: [{ stream: "err", line: "/etc/hostname is not a readable JSON file: /etc/hostname was not sent with the command" }] });
    const failed = await post("tmp-answers", { args: ["gone.json"], files: { "gone.json": { error: "ENOENT: no such file or directory, open 'gone.json'" } } });
    expect(failed.json()).toEqual({ code: 1, output: [{ stream: "err", line: "gone.json is not a readable JSON file: ENOENT: no such file or directory, open 'gone.json'" }] });
  });

  it.each<{ case: string; headers: Record<string, string>; remoteAddress: string; status: number }>([
    { case: "from another machine", headers: {}, remoteAddress: "10.1.2.3", status: 404 },
    { case: "forwarded by a proxy (X-Forwarded-For)", headers: { "x-forwarded-for": "203.0.113.9" }, remoteAddress: "127.0.0.1", status: 404 },
    { case: "forwarded by a proxy (Forwarded)", headers: { forwarded: "for=203.0.113.9" }, remoteAddress: "::1", status: 404 },
    { case: "without the token", headers: { authorization: "" }, remoteAddress: "127.0.0.1", status: 401 },
    { case: "with another token of the same length", headers: { authorization: `Bearer ${token.slice(0, -1)}x` }, remoteAddress: "::1", status: 401 },
  ])("finding 1: refuses a request $case, before running anything", async ({ headers, remoteAddress, status }) => {
    const before = (await db.query("SELECT count(*)::int AS n FROM tmp_answers")).rows[0];
    const res = await post("tmp-answers", { args: ["a.json"], files: { "a.json": { text: "{}" } } }, headers, remoteAddress);
    expect(res.statusCode).toBe(status);
    expect(res.json()).not.toHaveProperty("code");
    expect((await db.query("SELECT count(*)::int AS n FROM tmp_answers")).rows[0]).toEqual(before);
  });

  it("finding 1: answers 404 for a command that does not exist, and 400 for a body that is not one", async () => {
    expect((await post("drop-everything", { args: [] })).statusCode).toBe(404);
    expect((await post("constructor", { args: [] })).statusCode).toBe(404);
    expect((await post("service-link", { args: "x" })).statusCode).toBe(400);
    // Who runs it is part of the request: the audit trail names them.
    expect((await post("service-link", { args: [], operator: undefined })).statusCode).toBe(400);
  });

  it("records each run in the staff audit trail: who ran it, the command with its arguments, its exit code, from this machine", async () => {
    const { username } = await studentWithSession(app);
    const ran = async (): Promise<unknown[]> =>
      (await db.query("SELECT username, staff_id, action, detail, ip FROM staff_audit WHERE action = 'command' AND detail->>'args' IN ($1, $2) ORDER BY id", [username, "nobody-audited@example.edu"])).rows;
    expect((await post("service-link", { args: [username] })).json()).toMatchObject({ code: 0 });
    expect((await post("service-link", { args: ["nobody-audited@example.edu"] })).json()).toMatchObject({ code: 1 });
    expect(await ran()).toEqual([
      { username: operator, staff_id: null, action: "command", detail: { command: "service-link", args: username, exitCode: 0 }, ip: commandAddress },
      { username: operator, staff_id: null, action: "command", detail: { command: "service-link", args: "nobody-audited@example.edu", exitCode: 1 }, ip: commandAddress },
    ]);
  });

  it("finding 1: startStaffControl listens on 127.0.0.1, writes control.json readable by its owner only, and removes it on close", async () => {
    const started = await startStaffControl({ config: testConfig({ dataDir }), db, clock: systemClock, log: app.log });
    try {
      const record = await readControlFile(dataDir);
      expect(record).toMatchObject({ pid: process.pid, port: started.port, token: expect.stringMatching(/^[\w-]{43}$/) });
      expect((await stat(join(dataDir, "control.json"))).mode & 0o777).toBe(0o600);
      expect(await runThroughServer(record!, "revoke-links", { args: ["nobody@example.edu"], operator })).toEqual({ code: 1, output: [{ stream: "err", line: "There is no account with the username nobody@example.edu." }] });
    } finally {
      await started.close();
    }
    expect(await readControlFile(dataDir)).toBeUndefined();
  });
});
