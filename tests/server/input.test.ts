/**
 * Text the server may not store (finding 5 of the hardening probe): NUL and the other control
 * characters, lone surrogates and bytes that are not UTF-8, anywhere in a body, a query or a path,
 * are answered 400 with the catalogue's message before anything is hashed, stored or looked up.
 */
import { describe, expect, it } from "vitest";
import { databaseKinds } from "./helpers/databases.ts";
import { Client, publicUrl } from "./helpers/server.ts";
import { newUsername, studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";
import { makePng } from "./documents/makeFiles.ts";
import { formData, postForm, presign, startConversion } from "./documents/uploadFlow.ts";

/** The catalogue's refusal (invalidText): its status and code, and its message around whatever it names. */
const refused = { status: 400, body: { code: "invalidText", message: expect.stringMatching(/ holds .*, which cannot be stored, so nothing was done\./) } };

describe.each(databaseKinds)("text the server may not store (%s)", (kind) => {
  const s = useServer(kind, "input");

  const answers = async (client: Client) => (await client.get("/api/profile")).body.answer as Record<string, unknown>;

  it("finding 5: NUL in an answer answers 400 with the catalogue's message and stores nothing", async () => {
    const { client } = await studentWithSession(s.t.app);
    const res = await client.put("/api/answer", { last_name: "Lovelace", first_name: "a\u0000b" });
    expect(res).toMatchObject(refused);
    expect(res.body.message).toBe('The field "first_name" holds a control character (U+0000), which cannot be stored, so nothing was done. Please remove it and try again.');
    expect(await answers(client)).toEqual({});
  });

  it.each([
    { case: "a lone surrogate in a value", body: '{"first_name":"\\ud800"}' },
    { case: "a lone surrogate in a key", body: '{"\\udc00":"Ada"}' },
    { case: "another control character", body: '{"first_name":"Ada\\u001b[31m"}' },
    { case: "a C1 control character", body: '{"first_name":"Ada\\u0085"}' },
    { case: "DEL", body: '{"first_name":"Ada\\u007f"}' },
  ])("finding 5: $case answers 400 and stores nothing", async ({ body }) => {
    const { client } = await studentWithSession(s.t.app);
    expect(await client.request("PUT", "/api/answer", body)).toMatchObject(refused);
    expect(await answers(client)).toEqual({});
  });

  it("finding 5: bytes that are not UTF-8 answer 400 and store nothing", async () => {
    const { client } = await studentWithSession(s.t.app);
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const payload = Buffer.concat([Buffer.from('{"first_name":"Ad'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const res = await s.t.app.inject({ method: "PUT", url: "/api/answer", headers: { origin: publicUrl, cookie, "content-type": "application/json" }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "invalidText", message: "The request body holds bytes that are not UTF-8, which cannot be stored, so nothing was done. Please remove it and try again." });
    expect(await answers(client)).toEqual({});
  });

  it("keeps tabs and line breaks, which a text area holds, and every other character", async () => {
    const { client } = await studentWithSession(s.t.app);
    const comment = "First line,\r\nsecond line\twith a tab: Zoë, 北京, 🎓";
    expect((await client.put("/api/answer", { felony: "Y", felony_comment: comment })).status).toBe(200);
    expect(await answers(client)).toMatchObject({ felony_comment: comment });
  });

  it("finding 5: NUL in a sign-up username answers 400 and creates no account", async () => {
    const username = newUsername("nul");
    const res = await new Client(s.t.app).post("/public/signup", { username: `${username}\u0000`, password: "Correct-Horse-9-battery" });
    expect(res).toMatchObject(refused);
    const { rows } = await s.db.query("SELECT 1 FROM accounts WHERE username LIKE $1", [`${username.split("@")[0]}%`]);
    expect(rows).toEqual([]);
  });

  it("finding 5: NUL in a document's file name answers 400 and queues nothing", async () => {
    const { client } = await studentWithSession(s.t.app);
    const form = await presign(client, "college_transcript_upload");
    expect((await postForm(s.t.app, form.url, formData(form.fields, { name: "transcript.png", bytes: makePng(8, 8) }))).status).toBeLessThan(300);
    const res = await startConversion(client, "college_transcript_upload", form.fields.key!, "transcript\u0000.png");
    expect(res).toMatchObject(refused);
    expect((await client.get("/api/pdf/document-answer/college_transcript_upload")).body).toEqual({ status: "NOT_ANSWERED" });
  });

  it.each([
    { case: "NUL in a lookup id (it answered 503, an outage)", url: "/lookup/find?category=college_ceeb&id=%00", where: 'The query parameter "id"' },
    { case: "a control character in a search", url: "/lookup/find?category=college_ceeb&text=mich%07igan", where: 'The query parameter "text"' },
    { case: "NUL in a path parameter", url: "/api/pdf/document-answer/college%00", where: "The address" },
  ])("finding 5: $case answers 400 with the catalogue's message", async ({ url, where }) => {
    const { client } = await studentWithSession(s.t.app);
    const res = await client.get(url);
    expect(res).toMatchObject(refused);
    expect(res.body.message).toMatch(new RegExp(`^${where} holds a control character`));
  });
});
