/**
 * Issue 39, as a university lives it: a copy of a form folder is built and served (`npm start`'s
 * server/start.ts, one document worker, mails to a real SMTP listener), on the embedded database
 * and on PostgreSQL, each a database of its own kept across starts. A student submits, another
 * leaves a draft. Then the folder is edited in place: an optional question they answered removed,
 * the option they chose retired, a label reworded, a required question added.
 *
 * - Started on the edited folder under the label it had, the server refuses, and says what to do.
 * - With a new label, `schema:check` run with the server's environment names the removed question
 *   and the retired option with the applications that use them.
 * - The server starts again (building the web app of the edited folder), and the submitted
 *   application still reads as submitted in the export, the console's page, its print view and
 *   its PDF: the removed question's answer, the retired option's label, the old wording; the
 *   draft's removed answer is kept and reported; its student is told of the new required
 *   question and submits once it is answered.
 *
 * The edits are to questions the test adds to the folder's first page, so the form's own content
 * may be anything; the rest of each application is the form's complete application.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnswerValue, type Answers, type Form, type RepeatNode, descKey, forEachNode, repeatCount } from "../../engine/index.ts";
import { FormVersionLabelTaken } from "../../server/versions/register.ts";
import { compact, pageTexts } from "../server/applicationPdf/pdfText.ts";
import { type DatabaseKind, databaseKinds, postgresSchema } from "../server/helpers/databases.ts";
import { codeIn } from "../server/helpers/mailbox.ts";
import { goodPassword, newUsername } from "../server/helpers/students.ts";
import { completeApplicationFor } from "../support/completeApplication.ts";
import { type FormServer, builtFormFolder, formDirInCopy, formOf, startFormServer } from "../support/formFolder.ts";
import { HttpClient } from "../support/httpClient.ts";

const run = promisify(execFile);

/** The form folder the copy starts from: a shipped one, whatever it asks. */
const baseForm = "examples/scholarship";
const firstLabel = "version-test-1";
const secondLabel = "version-test-2";

/** What the test adds to the first version, and how the second changes it. */
const retired = { key: "version_test_retired", label: "Retired question of the version test", answer: "An answer to a question later removed" };
const term = { key: "version_test_term", label: "Term of the version test", old: { value: "old-term", label: "Old term of the version test" }, kept: { value: "kept-term", label: "Kept term of the version test" } };
const reworded = { key: "version_test_reworded", before: "Wording of version one", after: "Wording of version two", answer: "An answer to the first wording" };
const added = { key: "version_test_added", label: "New required question of the version test", answer: "An answer to the new question" };

type Json = Record<string, unknown>;

/** The form folder's JSON file at `path`, changed by `edit`, written back. */
async function editJson(path: string, edit: (json: Json) => void): Promise<void> {
  const json = JSON.parse(await readFile(path, "utf8")) as Json;
  edit(json);
  await writeFile(path, `${JSON.stringify(json, null, 2)}\n`);
}

/** The list of questions the test's own go into: the first page's first section, else the page. */
function questionsOf(page: Json): Json[] {
  const children = page.children as Json[];
  const section = children.find((c) => c.kind === "section" && Array.isArray(c.children));
  return (section?.children as Json[] | undefined) ?? children;
}

/** The page file of the form's first page. */
async function firstPageFile(dir: string, form: Form): Promise<string> {
  const first = form.pages[0]!.id;
  for (const name of await readdir(join(dir, "pages"))) {
    const page = JSON.parse(await readFile(join(dir, "pages", name), "utf8")) as Json;
    if (page.id === first) return join(dir, "pages", name);
  }
  throw new Error(`no page file of ${dir} has the id ${first}`);
}

async function label(dir: string, formVersion: string): Promise<void> {
  await editJson(join(dir, "partner.json"), (partner) => void (partner.formVersion = formVersion));
}

/** The first version: the base form with the test's three questions. */
async function firstVersion(dir: string): Promise<void> {
  await editJson(await firstPageFile(dir, await formOf(dir)), (page) => {
    questionsOf(page).push(
      { kind: "text", key: retired.key, label: retired.label },
      { kind: "select", key: term.key, label: term.label, required: true, options: [term.old, term.kept] },
      { kind: "text", key: reworded.key, label: reworded.before },
    );
  });
  await label(dir, firstLabel);
}

/** The second version's content: the retired question gone, the old term no longer offered, the wording changed, a required question added. */
async function secondVersion(dir: string): Promise<void> {
  await editJson(await firstPageFile(dir, await formOf(dir)), (page) => {
    const questions = questionsOf(page);
    questions.splice(questions.findIndex((q) => q.key === retired.key), 1);
    const choice = questions.find((q) => q.key === term.key)!;
    choice.options = [term.kept];
    questions.find((q) => q.key === reworded.key)!.label = reworded.after;
    questions.push({ kind: "text", key: added.key, label: added.label, required: true });
  });
}

/** A student signed up, confirmed by the mailed code and logged in, through HTTP. */
async function student(server: FormServer): Promise<{ client: HttpClient; username: string }> {
  const username = newUsername("version");
  const client = new HttpClient(server.url);
  expect((await client.post("/public/signup", { username, password: goodPassword })).status).toBe(200);
  const code = codeIn(await server.mailbox.next(username, 30_000));
  expect((await client.post("/public/confirm", { username, code })).status).toBe(200);
  expect((await client.post("/public/login", { username, password: goodPassword })).status).toBe(200);
  return { client, username };
}

/** Saves `answers` as the form's pages do: the entries of each repeat group they fill added first. */
async function save(client: HttpClient, form: Form, answers: Answers): Promise<void> {
  const groups: RepeatNode[] = [];
  for (const page of form.pages) forEachNode(page.children, (node) => void (node.kind === "repeat" && groups.push(node)));
  for (const group of groups) {
    const count = repeatCount(group, {}, answers);
    if (count > 1) expect((await client.put("/api/add-another", { button_id: group.id, num_components: count })).status).toBe(200);
  }
  const sent = Object.fromEntries(Object.entries(answers).filter(([key]) => !form.keys.get(key)?.companionOf && form.keys.get(key)?.node.kind !== "fileUpload"));
  const saved = await client.put("/api/answer", sent);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

interface Staged {
  submitted: string;
  draft: string;
}

/** A submitted application and a draft on the first version, each with the three questions answered as the test says. */
async function stage(server: FormServer, form: Form): Promise<Staged> {
  const answers: Answers = { ...completeApplicationFor(form, new Date().toISOString().slice(0, 10)), [retired.key]: retired.answer, [term.key]: term.old.value, [reworded.key]: reworded.answer };
  const submitter = await student(server);
  await save(submitter.client, form, answers);
  const submitted = await submitter.client.post("/api/submit");
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const draft = await student(server);
  await save(draft.client, form, answers);
  return { submitted: submitter.username, draft: draft.username };
}

/** A manager of the office, made with the staff command and signed in to the console's API. */
async function manager(server: FormServer, dir: string): Promise<HttpClient> {
  const username = newUsername("manager");
  const passwordFile = join(dir, `${username}.password`);
  await writeFile(passwordFile, goodPassword);
  server.cli(["staff", "add", username, "manager", "--password-file", passwordFile]);
  const client = new HttpClient(server.url);
  expect((await client.post("/staff-api/login", { username, password: goodPassword })).status).toBe(200);
  return client;
}

/** The application of `username`, as the console's list finds it. */
async function applicationId(staff: HttpClient, username: string): Promise<string> {
  const list = await staff.get(`/staff-api/applications?q=${encodeURIComponent(username)}`);
  const row = (list.body.rows as { id: string; email: string }[]).find((r) => r.email === username);
  if (!row) throw new Error(`the console does not list ${username}`);
  return row.id;
}

/** The application PDF, once its worker has built it (202 until then). */
async function applicationPdf(staff: HttpClient, id: string): Promise<Uint8Array> {
  const until = Date.now() + 180_000;
  for (;;) {
    const answer = await staff.get(`/staff-api/applications/${id}/pdf`);
    if (answer.status === 200) return answer.bytes;
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    if (Date.now() > until) throw new Error(`the PDF was not built within three minutes: ${JSON.stringify(answer.body)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe("a form changed between two starts of the server on the same database", () => {
  let work: string;
  let project: string;
  let formDir: string;
  let firstForm: Form;
  const databases = new Map<DatabaseKind, { dataDir: string; databaseUrl?: string; drop?: () => Promise<void>; staged?: Staged }>();
  const options = (kind: DatabaseKind) => {
    const db = databases.get(kind)!;
    return { dataDir: db.dataDir, ...(db.databaseUrl ? { databaseUrl: db.databaseUrl } : {}) };
  };

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "form-versions-"));
    const folder = join(work, "version-form");
    await cp(join(import.meta.dirname, "../..", baseForm), folder, { recursive: true });
    await firstVersion(folder);
    firstForm = await formOf(folder);
    // A copy of the built project of its own, since its folder is edited in place (the build is shared by source hash).
    const built = await builtFormFolder(folder);
    project = join(work, "project");
    await cp(built, project, { recursive: true, filter: (path) => path !== join(built, "node_modules") });
    await symlink(join(import.meta.dirname, "../..", "node_modules"), join(project, "node_modules"), "dir");
    formDir = formDirInCopy(folder);
    for (const kind of databaseKinds) {
      const dataDir = join(work, `data-${kind}`);
      await mkdir(dataDir);
      if (kind === "pglite") databases.set(kind, { dataDir });
      else {
        const schema = await postgresSchema(`form_restart_${Date.now()}`);
        databases.set(kind, { dataDir, databaseUrl: schema.url, drop: schema.drop });
      }
    }
  }, 600_000);

  afterAll(async () => {
    for (const db of databases.values()) await db.drop?.();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const env = (kind: DatabaseKind): NodeJS.ProcessEnv => {
    const { dataDir, databaseUrl } = options(kind);
    return { ...process.env, FORM_DIR: formDir, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  };
  /** schema:build of the folder in the copy, as `npm start` runs it before the server. */
  const schemaBuild = () => run(process.execPath, ["scripts/schema-build.ts"], { cwd: project, env: { ...process.env, FORM_DIR: formDir } });

  it.each(databaseKinds)("takes a submitted application and a draft on the first version (%s)", async (kind) => {
    const server = await startFormServer(project, formDir, options(kind));
    try {
      databases.get(kind)!.staged = await stage(server, firstForm);
    } finally {
      await server.close();
    }
  }, 300_000);

  it.each(databaseKinds)("refuses to start on the changed folder under the label it had, and says what to do (%s)", async (kind) => {
    if (kind === databaseKinds[0]) {
      await secondVersion(join(project, formDir));
      await schemaBuild();
    }
    const refused = await startFormServer(project, formDir, { ...options(kind), entry: "server/main.ts" }).then(
      async (server) => {
        await server.close();
        return "";
      },
      (error: Error) => error.message,
    );
    // The message names the day the label was first run, whatever it was.
    const day = new Date(0);
    for (const part of new FormVersionLabelTaken(firstLabel, day).message.split(day.toISOString().slice(0, 10))) expect(refused).toContain(part);
  }, 300_000);

  it.each(databaseKinds)("names, before the start, the removed question and the retired option with the applications using them (%s)", async (kind) => {
    if (kind === databaseKinds[0]) {
      await label(join(project, formDir), secondLabel);
      await schemaBuild();
    }
    const checked = await run(process.execPath, ["scripts/schema-check.ts"], { cwd: project, env: env(kind) }).then(
      () => expect.unreachable("schema:check found nothing to say"),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(checked.code).toBe(1);
    expect(checked.stderr).toMatch(new RegExp(`^version ${firstLabel}/pages/.*\\.json:\\d+:\\d+ \\S+: ${retired.key}: .*; answered by 2 applications, 1 submitted\\.$`, "m"));
    expect(checked.stderr).toMatch(new RegExp(`^\\S*pages/.*\\.json:\\d+:\\d+ \\S+: ${term.key}: option "${term.old.value}" .*; chosen by 2 applications, 1 submitted\\.$`, "m"));
  }, 300_000);

  it.each(databaseKinds)("starts on the new version, reads the submitted application as it was submitted, and lets the draft submit once it answers the new question (%s)", async (kind) => {
    const { staged } = databases.get(kind)!;
    const server = await startFormServer(project, formDir, options(kind));
    try {
      // npm start built the web app of the edited folder: the first page a browser gets asks the second version's questions.
      const firstPage = new TextDecoder().decode((await new HttpClient(server.url).get(`/${firstForm.pages[0]!.id}`)).bytes);
      expect(firstPage).toContain(reworded.after);
      expect(firstPage).not.toContain(reworded.before);

      const staff = await manager(server, work);
      const submittedId = await applicationId(staff, staged!.submitted);

      // The export: the retired question's column stays, with the answer as submitted and the option's label then.
      const exported = (await staff.get("/staff-api/export?format=json")).bytes;
      const records = JSON.parse(new TextDecoder().decode(exported)) as Record<string, AnswerValue>[];
      const record = records.find((r) => r.username === staged!.submitted)!;
      expect(record).toMatchObject({ form_version: firstLabel, [retired.key]: retired.answer, [term.key]: term.old.value, [descKey(term.key)]: term.old.label, [reworded.key]: reworded.answer });

      // The console's page names the version it was submitted on.
      const page = await staff.get(`/staff-api/applications/${submittedId}`);
      expect(JSON.stringify(page.body)).toContain(firstLabel);

      // Its print view (the console's and a staff link's) is drawn with the first version, sent along.
      const print = (await staff.get(`/staff-api/applications/${submittedId}/print`)).body as { answer: Answers; form?: unknown; status: { form_version: string } };
      expect(print.status.form_version).toBe(firstLabel);
      expect(print.answer).toMatchObject({ [retired.key]: retired.answer, [term.key]: term.old.value });
      const printedWith = JSON.stringify(print.form);
      for (const shown of [retired.label, term.old.label, reworded.before]) expect(printedWith).toContain(shown);
      for (const absent of [reworded.after, added.label]) expect(printedWith).not.toContain(absent);

      // Its PDF, the print view printed: the first version's questions and wording, not the second's.
      const text = compact((await pageTexts(await applicationPdf(staff, submittedId))).join(" "));
      for (const shown of [retired.label, retired.answer, term.old.label, reworded.before, reworded.answer]) expect(text).toContain(compact(shown));
      for (const absent of [reworded.after, added.label]) expect(text).not.toContain(compact(absent));

      // The draft's student comes back: told of the new required question and of the option to choose again, its removed answer kept.
      const client = new HttpClient(server.url);
      expect((await client.post("/public/login", { username: staged!.draft, password: goodPassword })).status).toBe(200);
      const profile = (await client.get("/api/profile")).body as { answer: Answers; form_changes: { askedAgain: { key: string }[]; newRequired: string[] } };
      expect(profile.answer).not.toHaveProperty(retired.key);
      expect(profile.form_changes.newRequired).toContain(added.key);
      expect(profile.form_changes.askedAgain.map((a) => a.key)).toContain(term.key);
      const refused = await client.post("/api/submit");
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors as object)).toEqual(expect.arrayContaining([added.key, term.key]));
      expect((await client.put("/api/answer", { [added.key]: added.answer, [term.key]: term.kept.value })).status).toBe(200);
      expect((await client.post("/api/submit")).status).toBe(200);

      // Submitted on the second version, the draft's removed answer is still reported to the office.
      const draftId = await applicationId(staff, staged!.draft);
      const draftPage = JSON.stringify((await staff.get(`/staff-api/applications/${draftId}`)).body);
      expect(draftPage).toContain(retired.answer);
      const after = JSON.parse(new TextDecoder().decode((await staff.get("/staff-api/export?format=json")).bytes)) as Record<string, unknown>[];
      const draftRecord = after.find((r) => r.username === staged!.draft)!;
      expect(draftRecord).toMatchObject({ form_version: secondLabel, [added.key]: added.answer, [term.key]: term.kept.value });
      expect(JSON.stringify(draftRecord)).toContain(retired.answer);
    } finally {
      await server.close();
    }
  }, 600_000);
});
