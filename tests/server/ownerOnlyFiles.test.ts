/**
 * Finding 7 of issue 25: the embedded database's files were 0666 in folders of 0755, the outbox's
 * mails (confirmation codes, reset links) 0644. Everything the server writes under DATA_DIR and
 * in its temporary folder must be its owner's alone. A real `node server/main.ts`, as `npm start`
 * runs it, started with umask 000 so that no mask it inherits hides a mode the code leaves open;
 * and the server's modules in this process under umask 000, as when the server is embedded in
 * another program that never sets the owner-only mask main.ts sets.
 */
import { randomUUID } from "node:crypto";
import { chmod, lstat, mkdir, mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { systemClock } from "../../server/clock.ts";
import { loadConfig } from "../../server/config.ts";
import { lockEmbeddedDatabase } from "../../server/db/embeddedLock.ts";
import { makeWorkFolder } from "../../server/documents/convert/workFolders.ts";
import { uploadObjectKey } from "../../server/documents/objectKeys.ts";
import { documentKeys } from "../../server/documents/questions.ts";
import { outboxMailer } from "../../server/mail/mailer.ts";
import { openStorage } from "../../server/storage/open.ts";
import { HttpClient } from "../faults/support/client.ts";
import { type AppChild, type ProcessEnv, eventually, startAppProcess } from "../faults/support/children.ts";
import { presign, postToStore } from "../faults/support/documents.ts";
import { makePdf } from "./documents/makeFiles.ts";
import { databaseKinds, postgresSchema } from "./helpers/databases.ts";
import { goodPassword, newUsername } from "./helpers/students.ts";

/** Every file and folder under `root` (itself included) that its group or others may read, write or enter, with its mode. */
async function openToOthers(root: string): Promise<string[]> {
  const paths = [root, ...(await readdir(root, { recursive: true })).map((name) => join(root, name))];
  const open: string[] = [];
  for (const path of paths) {
    const mode = (await lstat(path).catch(() => null))?.mode;
    if (mode !== undefined && (mode & 0o077) !== 0) open.push(`${(mode & 0o777).toString(8)} ${relative(root, path) || "."}`);
  }
  return open;
}

const modeOf = async (path: string): Promise<number> => (await lstat(path)).mode & 0o777;

/** SIGTERM, as a process manager stops the server, and waits for it to exit. */
async function stopGently(app: AppChild): Promise<void> {
  if (app.alive()) app.process.kill("SIGTERM");
  await app.exited;
}

describe.each(databaseKinds)("finding 7: files the server writes are its owner's alone (%s)", (kind) => {
  let parent = "";
  let dataDir = "";
  let temporary = "";
  let env: ProcessEnv = { DATA_DIR: "" };
  let schema: Awaited<ReturnType<typeof postgresSchema>> | undefined;
  let app: AppChild | undefined;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), "transfer-app-modes-"));
    // The server makes DATA_DIR itself; its temporary folders (LibreOffice's) go under TMPDIR, made here owner-only.
    dataDir = join(parent, "data");
    temporary = join(parent, "tmp");
    await mkdir(temporary, { mode: 0o700 });
    if (kind === "postgres") schema = await postgresSchema("modes");
    // No APP_SECRET (one is generated into DATA_DIR), no SMTP_URL (the outbox), no S3 (objects in DATA_DIR).
    env = { DATA_DIR: dataDir, APP_SECRET: undefined, TMPDIR: temporary, DOCUMENT_WORKERS: "1", ...(schema ? { DATABASE_URL: schema.url } : {}) };
  }, 60_000);

  // A server a failed check left running is killed, so the next test can open DATA_DIR.
  afterEach(async () => {
    await app?.stop();
  }, 60_000);

  afterAll(async () => {
    await schema?.drop();
    if (parent) await rm(parent, { recursive: true, force: true });
  }, 60_000);

  it("signs up and uploads a document, then leaves nothing under DATA_DIR or TMPDIR that others may read, write or enter", { timeout: 240_000 }, async () => {
    app = await startAppProcess(env, { umask: 0 });
    const username = newUsername("modes");
    const student = new HttpClient(app.url);
    expect((await student.post("/public/signup", { username, password: goodPassword })).status).toBe(200);
    const outbox = join(dataDir, "outbox");
    const [mail] = await eventually("the confirmation mail in the outbox", async () => {
      const mails = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith(".eml"));
      return mails.length > 0 && mails;
    });
    const code = /\b(\d{6})\b/.exec(await readFile(join(outbox, mail!), "utf8"))![1];
    expect((await student.post("/public/confirm", { username, code })).status).toBe(200);
    expect((await student.post("/public/login", { username, password: goodPassword })).status).toBe(200);

    const [key] = documentKeys;
    const form = await presign(student, key!);
    expect(await postToStore(student, form, "transcript.pdf", await makePdf(1))).toBe(204);
    expect((await student.post(`/api/pdf/document-answer/${key}`, { file_key: form.fields.key, file_name: "transcript.pdf" })).status).toBe(200);
    const settled = await eventually("the conversion settled", async () => {
      const res = await student.get(`/api/pdf/document-answer/${key}`);
      return res.body.status === "COMPLETED" || res.body.status === "FAILED" ? res.body : null;
    });
    expect(settled).toMatchObject({ status: "COMPLETED" });

    expect(await openToOthers(parent)).toEqual([]);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(join(outbox, mail!))).toBe(0o600);
    expect(await modeOf(join(dataDir, "secret"))).toBe(0o600);
    // What the server writes as it stops (the embedded database's last checkpoint) too.
    await stopGently(app);
    expect(await openToOthers(parent)).toEqual([]);
  });

  it("closes a DATA_DIR, outbox, object store and embedded database left open to others when it starts", { timeout: 240_000 }, async () => {
    // As an older version left them, or a person copying DATA_DIR with a loose umask.
    for (const folder of [".", "outbox", "objects"]) await chmod(join(dataDir, folder), 0o755);
    if (kind === "pglite") {
      await chmod(join(dataDir, "pglite"), 0o777);
      await chmod(join(dataDir, "pglite", "PG_VERSION"), 0o666);
    }
    // No workers: a server stopped this soon would stop its LibreOffice probe (documents/startup.ts) half-way.
    app = await startAppProcess({ ...env, DOCUMENT_WORKERS: "0" }, { umask: 0 });
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await openToOthers(dataDir)).toEqual([]);
    await stopGently(app);
  });
});

describe("finding 7: what the server's modules write is owner-only without the process's owner-only mask", () => {
  let parent = "";
  let umask = 0;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), "transfer-app-modes-"));
    umask = process.umask(0);
  });

  afterAll(async () => {
    process.umask(umask);
    if (parent) await rm(parent, { recursive: true, force: true });
  });

  it("makes DATA_DIR, the secret, the lock, an outbox mail, a stored object and a work folder owner-only under umask 000", async () => {
    const config = await loadConfig({ DATA_DIR: join(parent, "data") }, parent);
    const lock = await lockEmbeddedDatabase(config.dataDir, { role: "server" });
    expect(await openToOthers(parent)).toEqual([]);
    await lock.release();

    const mailer = await outboxMailer(join(config.dataDir, "outbox"), config.mailFrom, Fastify({ logger: false }).log);
    await mailer.send({ to: "student@example.edu", subject: "Your code", text: "123456", action: "123456" });
    mailer.close();
    const storage = await openStorage(config, systemClock);
    const [question] = documentKeys;
    await storage.write(uploadObjectKey(randomUUID(), question!), new Uint8Array([1, 2, 3]), "application/pdf");
    await storage.close();
    const folder = await makeWorkFolder(parent, "soffice-convert-");
    try {
      expect(await openToOthers(parent)).toEqual([]);
    } finally {
      await folder.remove();
    }
  });
});
