/**
 * What a new staff member trips over (finding 1): on the embedded default, the staff commands
 * must work while `npm start` runs, against the server's own database, with their effect visible
 * at once; with the server stopped they work alone; and two processes never open the PGlite
 * directory at once. Real processes: `node server/main.ts` and `node server/cli.ts` (what
 * `npm start` and `npm run -s cli` run), on one DATA_DIR without DATABASE_URL.
 */
import { execFile, spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interpolate } from "../../../engine/index.ts";
import { commandAddress } from "../../../server/cli/recorded.ts";
import { staffCommandMessages } from "../../../server/office/commandMessages.ts";
import { HttpClient } from "../../faults/support/client.ts";
import { type AppChild, type Child, sharedSecret, spawnNode, startAppProcess } from "../../faults/support/children.ts";
import { pgliteTemplate } from "../helpers/databases.ts";
import { type Mailbox, codeIn, startMailbox } from "../helpers/mailbox.ts";
import { freePort } from "../helpers/ports.ts";
import { goodPassword, newUsername } from "../helpers/students.ts";
import { firstPath } from "../../support/formPaths.ts";

const root = resolve(import.meta.dirname, "../../..");

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** The last line printed on stdout: the link, for the commands that make one. */
  last: string;
}

/**
 * The `audit` command's line for a staff command run by this process's system user that ended with
 * exit code 0, after its time: who, what, no application, from this machine.
 */
const auditedRun = (run: string): string[] => [userInfo().username, interpolate(staffCommandMessages.auditCommand, { run, exitCode: 0 }), "-", commandAddress];
const afterTime = (line: string): string[] => line.split("\t").slice(1);

/** Runs `node server/cli.ts <args>` as `npm run -s cli --` does, with only the settings given (no DATABASE_URL). */
function cli(env: Record<string, string>, ...args: string[]): Promise<CliResult> {
  return watchedCli(env, ...args).result;
}

/** The command, and a promise that resolves once its standard error has said `text`: a test acts on what the command did, not on a pause. */
function watchedCli(env: Record<string, string>, ...args: string[]): { result: Promise<CliResult>; said(text: string): Promise<void> } {
  let stderrSoFar = "";
  const waiting: { text: string; resolve(): void }[] = [];
  const result = new Promise<CliResult>((done) => {
    const child = execFile(
      process.execPath,
      [join(root, "server/cli.ts"), ...args],
      { cwd: root, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/root", LANG: "C.UTF-8", ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        done({ code, stdout, stderr, last: stdout.trim().split("\n").at(-1) ?? "" });
      },
    );
    child.stderr?.on("data", (chunk: Buffer) => {
      stderrSoFar += chunk.toString();
      for (const w of waiting.filter((w) => stderrSoFar.includes(w.text))) w.resolve();
    });
  });
  const said = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (stderrSoFar.includes(text)) return resolve();
      waiting.push({ text, resolve });
      void result.then((r) => (r.stderr.includes(text) ? resolve() : reject(new Error(`the command ended without saying "${text}": ${r.stderr}`))));
    });
  return { result, said };
}

const tokenOf = (url: string): string => {
  const params = new URL(url).searchParams;
  return params.get("service_token") ?? params.get("token") ?? "";
};

/** Opens a printed link the way the web app does: the print view's data, or the temporary answers. */
const open = (base: string, url: string) =>
  new HttpClient(base).get(url.includes("service_token=") ? `/service/tmp-pdf?service_token=${encodeURIComponent(tokenOf(url))}` : `/public/tmp?token=${encodeURIComponent(tokenOf(url))}`);

/** Signs up, confirms from the mailed code, logs in and saves a first name, all over HTTP; the username. */
async function studentThroughTheApi(app: AppChild, mailbox: Mailbox, firstName: string): Promise<string> {
  const username = newUsername("staff");
  const client = new HttpClient(app.url);
  expect((await client.post("/public/signup", { username, password: goodPassword })).status).toBe(200);
  expect((await client.post("/public/confirm", { username, code: codeIn(await mailbox.next(username, 30_000)) })).status).toBe(200);
  expect((await client.post("/public/login", { username, password: goodPassword })).status).toBe(200);
  expect((await client.put("/api/answer", { first_name: firstName })).status).toBe(200);
  return username;
}

/** SIGTERM, as a process manager stops the server, and waits for it to exit. */
async function stopGently(child: Child): Promise<void> {
  if (child.alive()) child.process.kill("SIGTERM");
  await child.exited;
}

describe("finding 1: staff commands on the embedded database (PGlite in DATA_DIR)", { timeout: 180_000 }, () => {
  let dataDir = "";
  let mailbox: Mailbox;
  let env: Record<string, string>;
  let server: AppChild | undefined;
  let answersFile = "";

  const startServer = async (): Promise<AppChild> => {
    server = await startAppProcess({ ...env, DATA_DIR: dataDir });
    return server;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "transfer-app-staff-"));
    // A migrated directory copied in: initdb in WebAssembly takes seconds the test need not spend.
    await cp(await pgliteTemplate(), join(dataDir, "pglite"), { recursive: true });
    answersFile = join(dataDir, "answers.json");
    await writeFile(answersFile, JSON.stringify({ first_name: "Grace" }));
    mailbox = await startMailbox();
    const port = await freePort();
    // The CLI runs with the server's settings, as README asks; PORT and PUBLIC_URL are fixed so a restart keeps them.
    env = { DATA_DIR: dataDir, APP_SECRET: sharedSecret, SMTP_URL: mailbox.url, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  describe("while the server runs", () => {
    let app: AppChild;
    beforeAll(async () => {
      app = await startServer();
    }, 180_000);

    it("finding 1: service-link finds an account created seconds earlier while the server runs, and its link opens the application", async () => {
      const username = await studentThroughTheApi(app, mailbox, "Ada");
      const made = await cli(env, "service-link", username);
      expect(made, made.stderr).toMatchObject({ code: 0 });
      expect(made.last).toMatch(new RegExp(`^${app.url}${firstPath}\\?service_token=`));
      expect(await open(app.url, made.last)).toMatchObject({ status: 200, body: { answer: { first_name: "Ada" } } });
    });

    it("finding 1: a tmp-answers link made while the server runs opens at once", async () => {
      const username = await studentThroughTheApi(app, mailbox, "Ada");
      const made = await cli(env, "tmp-answers", answersFile, "--for", username);
      expect(made, made.stderr).toMatchObject({ code: 0 });
      expect(made.last).toMatch(new RegExp(`^${app.url}${firstPath}\\?token=`));
      expect(await open(app.url, made.last)).toMatchObject({ status: 200, body: { answer: { first_name: "Grace" } } });
    });

    it("finding 1: revoke-links while the server runs refuses the account's links at once; a link made afterwards works", async () => {
      const username = await studentThroughTheApi(app, mailbox, "Ada");
      const service = (await cli(env, "service-link", username)).last;
      const tmp = (await cli(env, "tmp-answers", answersFile, "--for", username)).last;
      for (const url of [service, tmp]) expect((await open(app.url, url)).status).toBe(200);
      const revoked = await cli(env, "revoke-links", username);
      expect(revoked, revoked.stderr).toMatchObject({ code: 0 });
      expect(revoked.last).toContain("is now refused");
      // The audit trail names who ran it (this process's system user) and what, newest first.
      expect(afterTime((await cli(env, "audit", "--limit", "1")).last)).toEqual(auditedRun(`revoke-links ${username}`));
      for (const url of [service, tmp]) expect(await open(app.url, url)).toMatchObject({ status: 403, body: { code: "tokenInvalid" } });
      const after = await cli(env, "service-link", username);
      expect((await open(app.url, after.last)).status).toBe(200);
    });

    it("finding 1: lookup-import reads the staff member's file and loads it into the running server's lookup", async () => {
      const csv = join(dataDir, "zips.csv");
      await writeFile(csv, "zip,city,state,state_name,county,latitude,longitude,source\n49999,Staffville,MI,Michigan,Nowhere,46.0,-88.0,geonames\n");
      const imported = await cli(env, "lookup-import", "address", csv);
      expect(imported, imported.stderr).toMatchObject({ code: 0, last: `address: 1 rows imported from ${csv} in ${imported.last.split(" in ").at(-1)}` });
      const found = await new HttpClient(app.url).get("/lookup/find?text=49999&category=address");
      expect(JSON.stringify(found.body)).toContain("Staffville");
    });

    it("finding 1: the commands' refusals and messages come back as they would alone (exit code, stderr)", async () => {
      expect(await cli(env, "service-link", "nobody@example.edu")).toMatchObject({ code: 1, stdout: "", stderr: "There is no account with the username nobody@example.edu.\n" });
      expect(await cli(env, "service-link", "x@example.edu", "--hours", "169")).toMatchObject({ code: 2, stderr: expect.stringContaining("--hours must be more than 0 and at most 168") });
      expect(await cli(env, "tmp-answers", join(dataDir, "missing.json"))).toMatchObject({ code: 1, stderr: expect.stringContaining("is not a readable JSON file") });
    });

    it("finding 1: a second server on the same DATA_DIR is refused by the lock, naming the first", async () => {
      const second = spawnNode("server/main.ts", { ...env, PORT: String(await freePort()), LOG_LEVEL: "info" });
      try {
        const exit = await Promise.race([second.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 90_000))]);
        expect(exit, "the second server is still running").toMatchObject({ code: 1 });
        const said = second.stderr.join("");
        expect(said).toContain(`The embedded database in ${dataDir} is in use by the server (pid ${app.pid}`);
      } finally {
        await second.stop();
      }
      // The first is untouched and still answers from its database.
      expect((await new HttpClient(app.url).get("/readyz")).status).toBe(200);
    });

    it("finding 1: npm run worker without DATABASE_URL is refused, and says why", async () => {
      const worker = spawnNode("server/worker-main.ts", { ...env, LOG_LEVEL: "info" });
      try {
        const exit = await Promise.race([worker.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 90_000))]);
        expect(exit, "the worker is still running").toMatchObject({ code: 1 });
        const said = JSON.stringify(worker.logs) + worker.stderr.join("");
        expect(said).toContain("npm run worker needs DATABASE_URL");
      } finally {
        await worker.stop();
      }
      expect((await new HttpClient(app.url).get("/readyz")).status).toBe(200);
    });

    afterAll(async () => {
      await stopGently(app);
    }, 60_000);
  });

  describe("with the server stopped", () => {
    it("finding 1: the commands work alone on the directory, and the server started afterwards honours what they did", async () => {
      // An account made by the server, which then stops.
      const first = await startServer();
      const username = await studentThroughTheApi(first, mailbox, "Ada");
      await stopGently(first);
      await expect(stat(join(dataDir, "control.json"))).rejects.toMatchObject({ code: "ENOENT" });

      const before = await cli(env, "service-link", username);
      expect(before, before.stderr).toMatchObject({ code: 0 });
      const revoked = await cli(env, "revoke-links", username);
      expect(revoked, revoked.stderr).toMatchObject({ code: 0 });
      const after = await cli(env, "service-link", username);
      const tmp = await cli(env, "tmp-answers", answersFile, "--for", username);
      expect(tmp, tmp.stderr).toMatchObject({ code: 0 });
      // Each run alone is recorded as one through the server is: by the system user who ran it.
      expect(afterTime((await cli(env, "audit", "--limit", "1")).last)).toEqual(auditedRun(`tmp-answers ${answersFile} --for ${username}`));

      const app = await startServer();
      try {
        expect(await open(app.url, before.last)).toMatchObject({ status: 403, body: { code: "tokenInvalid" } });
        expect(await open(app.url, after.last)).toMatchObject({ status: 200, body: { answer: { first_name: "Ada" } } });
        expect(await open(app.url, tmp.last)).toMatchObject({ status: 200, body: { answer: { first_name: "Grace" } } });
      } finally {
        await stopGently(app);
      }
    });

    it("finding 1: a command waits for a server that holds the directory but takes no commands yet, and runs once the directory is free", async () => {
      // A process standing in for a server between taking the lock and writing control.json.
      const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 120000)"], { stdio: "ignore" });
      try {
        await writeFile(join(dataDir, "pglite.lock"), JSON.stringify({ pid: holder.pid, role: "server", startedAt: new Date().toISOString() }));
        const running = watchedCli(env, "service-link", "nobody@example.edu");
        await running.said(`The server (pid ${holder.pid}) holds the embedded database and does not take commands yet; waiting for it.`);
        holder.kill("SIGKILL");
        const result = await running.result;
        expect(result).toMatchObject({ code: 1, stderr: expect.stringContaining("There is no account with the username nobody@example.edu.") });
      } finally {
        holder.kill("SIGKILL");
      }
    });

    it("finding 1: a stale lock (its process dead) is taken over by the command and by the server", async () => {
      // A server killed outright leaves its lock and control file behind.
      const killed = await startServer();
      const username = await studentThroughTheApi(killed, mailbox, "Ada");
      await killed.stop();
      const lockFile = join(dataDir, "pglite.lock");
      expect(JSON.parse(await readFile(lockFile, "utf8"))).toMatchObject({ pid: killed.pid, role: "server" });

      const made = await cli(env, "service-link", username);
      expect(made, made.stderr).toMatchObject({ code: 0 });
      await expect(stat(lockFile)).rejects.toMatchObject({ code: "ENOENT" });

      // A lock naming a process that has ended (a pid no longer running) is taken over by the server too.
      const ended = spawn(process.execPath, ["-e", "0"], { stdio: "ignore" });
      await new Promise((resolve) => ended.once("exit", resolve));
      await writeFile(lockFile, JSON.stringify({ pid: ended.pid, role: "server", startedAt: new Date().toISOString() }));
      const app = await startServer();
      try {
        expect(JSON.parse(await readFile(lockFile, "utf8"))).toMatchObject({ pid: app.pid, role: "server" });
        expect(await open(app.url, made.last)).toMatchObject({ status: 200, body: { answer: { first_name: "Ada" } } });
      } finally {
        await stopGently(app);
      }
    });
  });
});
