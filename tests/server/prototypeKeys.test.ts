/**
 * Finding 2 of issue 25: a body key named like a member of Object.prototype answered 500 (the
 * error map found the inherited member). Every route that takes a body, read from Fastify's own
 * route tree so a new route is covered without a word here, gets every such name as a key, alone
 * and beside a body the route would otherwise take, logged in where the route needs a session:
 * the answer is a catalogue error or the route's normal one, and nothing is polluted.
 */
import { describe, expect, it } from "vitest";
import { documentKeys } from "../../server/documents/questions.ts";
import { errorCatalogue } from "../../server/errors.ts";
import { form, pageRoutes, repeatGroups, tabGroups } from "../../server/form.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { bodyMethods, routesOf } from "./helpers/routes.ts";
import { type Answer, Client } from "./helpers/server.ts";
import { goodPassword, newUsername, studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

/** Every member name of Object.prototype, __proto__ among them. */
const names = Object.getOwnPropertyNames(Object.prototype);

/** A value of each kind a member could be mistaken for: text, and an object a merge might copy onto a prototype. */
const values: unknown[] = ["x", { polluted: "yes" }];

const first = <T>(items: Iterable<T>): T => {
  for (const item of items) return item;
  throw new Error("the form has none");
};
const documentKey = first(documentKeys);
const textKey = first([...form.keys.values()].filter((info) => info.node.kind === "text" && !info.companionOf)).key;
const [tabId, tabGroup] = first(tabGroups);
const repeatId = first(repeatGroups.keys());

/** What each parameter of a path stands for: a real one, so the route gets past its own checks. */
const parameters: Readonly<Record<string, string>> = { key: documentKey };

/** A body each route takes (or refuses only for what the route checks later), keyed "METHOD /path"; any other route gets {}. */
function usualBody(route: string): Record<string, unknown> {
  const username = newUsername("proto");
  const bodies: Record<string, Record<string, unknown>> = {
    "POST /public/signup": { username, password: goodPassword },
    "POST /public/confirm": { username, code: "123456" },
    "POST /public/resend-confirm": { username },
    "POST /public/forgot-password": { username },
    "POST /public/reset-password": { username, password: goodPassword, confirm_password: goodPassword, id: "not-a-link" },
    "POST /public/login": { username, password: goodPassword },
    "PUT /api/answer": { [textKey]: "Ada" },
    "PUT /api/last-page": { last_page: first(pageRoutes) },
    "PUT /api/tabs": { tab_id: tabId, chosen_tab: tabGroup.node.tabs[0].id },
    "PUT /api/add-another": { button_id: repeatId, num_components: 1 },
    "POST /api/web-status": { web_status: "started" },
    "POST /api/presigned-url": { answer_key: documentKey },
    "POST /api/pdf/document-answer/:key": { file_key: "not-an-upload", file_name: "a.pdf" },
  };
  return bodies[route] ?? {};
}

/** JSON text with `name` as a key of its own: JSON.stringify of a literal would set or drop `__proto__` instead. */
const jsonWith = (body: Record<string, unknown>, name: string, value: unknown): string =>
  `{${[...Object.entries(body), [name, value] as const].map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`;

const catalogueCodes = new Set(Object.keys(errorCatalogue));

/** The route's normal answer, or a refusal of the catalogue's: in JSON, or in the S3 XML the embedded storage's upload form answers (storage/uploadRoute.ts). */
const answeredWell = ({ status, body }: Answer): boolean =>
  status < 400 ||
  (status < 500 &&
    ((typeof body.code === "string" && catalogueCodes.has(body.code) && typeof body.message === "string") ||
      /^<\?xml [^>]*\?>\n<Error><Code>\w+<\/Code><Message>[^<]+<\/Message>/.test(String(body.text))));

describe.each(databaseKinds)("keys named like Object.prototype's members (%s)", (kind) => {
  const s = useServer(kind, "prototype_keys");

  it("finding 2: every route that takes a body answers such a key with a catalogue error or its normal answer, never 500", async () => {
    const routes = routesOf(s.t.app).filter((r) => bodyMethods.has(r.method));
    // The tree was read: the routes this finding was found on are among them.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(["PUT /api/answer", "POST /public/forgot-password"]));
    const { client: student } = await studentWithSession(s.t.app);
    const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      const path = url.replace(/:(\w+)/g, (_whole, name: string) => parameters[name] ?? "x");
      for (const name of names) {
        for (const value of values) {
          for (const body of [{}, usualBody(`${method} ${url}`)]) {
            // A stranger's browser for the public routes (a login must not carry over), the student's for /api.
            const client = url.startsWith("/api/") ? student : new Client(s.t.app);
            const payload = jsonWith(body, name, value);
            const res = await client.request(method as "POST", path, payload);
            if (!answeredWell(res)) wrong.push(`${method} ${path} ${payload}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 300_000);

  it.each(names.filter((name) => name !== "__proto__"))("finding 2: a save and a public form name the key %s as the one refused", async (name) => {
    const { client } = await studentWithSession(s.t.app);
    const save = await client.request("PUT", "/api/answer", jsonWith({ [textKey]: "Ada" }, name, "x"));
    expect(save).toMatchObject({ status: 400, body: { code: "answersRefused" } });
    expect(Object.keys(save.body.errors as object)).toEqual([name]);
    // In place of the form's one field, so that the body holds no more keys than the form has fields.
    const forgot = await new Client(s.t.app).request("POST", "/public/forgot-password", jsonWith({}, name, "x"));
    expect(forgot).toMatchObject({ status: 400, body: { code: "formInvalid" } });
    expect(Object.keys(forgot.body.errors as object)).toContain(name);
  });

  it("finding 2: __proto__ in a body is refused as JSON before anything reads it", async () => {
    const { client } = await studentWithSession(s.t.app);
    const res = await client.request("PUT", "/api/answer", jsonWith({ [textKey]: "Ada" }, "__proto__", { [textKey]: "Eve" }));
    expect(res).toMatchObject({ status: 400, body: { code: "invalidJson" } });
    expect((await client.get("/api/profile")).body.answer).toEqual({});
  });
});
