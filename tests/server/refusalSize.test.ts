/**
 * Finding 3 of issue 25: a refused save was many times larger than the request (20,000 unknown
 * keys, 249 KB, got 2.16 MB; 90,000 keys got 9.35 MB after 8.65 s), every key named twice. A
 * save holds at most as many keys as the data model, refused before any is checked; a refusal
 * names each key it lists once, and lists a bounded number of them.
 */
import { describe, expect, it } from "vitest";
import { type AccountFormName, formFieldRules } from "../../engine/index.ts";
import { maxAnswersPerSave, maxRefusalsListed } from "../../server/application/refusals.ts";
import { errorCatalogue, errorMessage } from "../../server/errors.ts";
import { officeWords } from "../../server/words.ts";
import { form } from "../../server/form.ts";
import { accountFields } from "../../schema/accountFields.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { Client, publicUrl } from "./helpers/server.ts";
import { studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

/** The route of each account form (a Record of every form name, so a new form needs its route here). */
const accountRoutes: Record<AccountFormName, string> = {
  login: "/public/login",
  signup: "/public/signup",
  confirm: "/public/confirm",
  resend: "/public/resend-confirm",
  forgot: "/public/forgot-password",
  reset: "/public/reset-password",
};

/** A refusal is at most this many times the size of the request it refuses. */
const k = 2;

const keysOf = (count: number, name: (i: number) => string, value: unknown): Record<string, unknown> =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [name(i), value]));
const modelKeys = [...form.keys.keys()];
const { maxLength } = formFieldRules(form);

const bodies: { case: string; url: string; body: Record<string, unknown> }[] = [
  { case: "20,000 unknown keys", url: "/api/answer", body: keysOf(20_000, (i) => `unknown_answer_${i}`, "x") },
  { case: "90,000 unknown keys", url: "/api/answer", body: keysOf(90_000, (i) => `k${i}`, 1) },
  { case: "as many unknown keys as a save may hold", url: "/api/answer", body: keysOf(maxAnswersPerSave, (i) => `u${i}`, 1) },
  { case: "every key of the data model, each of the wrong type", url: "/api/answer", body: keysOf(modelKeys.length, (i) => modelKeys[i] ?? "", 42) },
  { case: "every text of the data model one character too long", url: "/api/answer", body: Object.fromEntries([...maxLength].map(([key, max]) => [key, "x".repeat(max + 1)])) },
  { case: "a public form with 90,000 unknown keys", url: "/public/forgot-password", body: { username: "a@b.co", ...keysOf(90_000, (i) => `k${i}`, 1) } },
  { case: "a public form with 2,000 unknown keys", url: "/public/login", body: { username: "a@b.co", password: "x", ...keysOf(2_000, (i) => `k${i}`, 1) } },
];

describe.each(databaseKinds)("the size of a refusal (%s)", (kind) => {
  const s = useServer(kind, "refusal_size");

  it.each(bodies)("finding 3: $case is refused with at most k times the request's bytes, and nothing is saved", async ({ url, body }) => {
    const { client } = await studentWithSession(s.t.app);
    const payload = JSON.stringify(body);
    const res = await s.t.app.inject({ method: url.startsWith("/api/") ? "PUT" : "POST", url, headers: { ...headersOf(client), "content-type": "application/json" }, payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorCatalogue)).toContain(res.json<{ code: string }>().code);
    expect(Buffer.byteLength(res.body)).toBeLessThanOrEqual(k * Buffer.byteLength(payload));
    expect((await client.get("/api/profile")).body.answer).toEqual({});
  });

  it("finding 3: a save of more keys than the data model holds is refused before they are checked, with the catalogue's message", async () => {
    const { client } = await studentWithSession(s.t.app);
    const res = await client.put("/api/answer", keysOf(maxAnswersPerSave + 1, (i) => `k${i}`, "x"));
    expect(res).toMatchObject({ status: 400, body: { code: "tooManyAnswers" } });
    expect(res.body.message).toBe(errorMessage("tooManyAnswers", { count: maxAnswersPerSave + 1, max: maxAnswersPerSave }, officeWords));
    expect(res.body.errors).toBeUndefined();
  });

  it("finding 3: the cap is the data model's keys: a save of every one of them is taken", async () => {
    expect(maxAnswersPerSave).toBe(form.keys.size);
    const { client } = await studentWithSession(s.t.app);
    expect((await client.put("/api/answer", keysOf(modelKeys.length, (i) => modelKeys[i] ?? "", ""))).status).toBe(200);
  });

  it("finding 3: a refusal names each key it lists once, the first one's messages in its message", async () => {
    const { client } = await studentWithSession(s.t.app);
    const names = ["zz_first", "zz_second", "zz_third"];
    const res = await client.put("/api/answer", keysOf(names.length, (i) => names[i] ?? "", "x"));
    const errors = res.body.errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(names);
    const text = JSON.stringify(res.body);
    for (const name of names) expect(text.split(name)).toHaveLength(2);
    expect(res.body.message).toBe(errorMessage("answersRefused", { first: errors.zz_first?.join(" ") }, officeWords));
  });

  it("finding 3: a refusal lists the first keys refused, up to the bound", async () => {
    const { client } = await studentWithSession(s.t.app);
    const many = keysOf(maxRefusalsListed + 5, (i) => `zz_${i}`, "x");
    const save = await client.put("/api/answer", many);
    expect(Object.keys(save.body.errors as object)).toEqual(Object.keys(many).slice(0, maxRefusalsListed));
  });

  it.each(Object.entries(accountFields))("finding 3: the %s form refuses a body of more keys than its fields before it checks any", async (name, fields) => {
    const url = accountRoutes[name as AccountFormName];
    const body = { ...Object.fromEntries(fields.map((field) => [field, ""])), extra: "x" };
    const res = await new Client(s.t.app).post(url, body);
    expect(res).toMatchObject({ status: 400, body: { code: "invalidRequest" } });
    expect(res.body.errors).toBeUndefined();
  });
});

/** The session cookie and Origin the client would send, for a request made by hand. */
function headersOf(client: Client): Record<string, string> {
  return { origin: publicUrl, cookie: [...client.jar].map(([name, value]) => `${name}=${value}`).join("; ") };
}
