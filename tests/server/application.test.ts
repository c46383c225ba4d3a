import { beforeEach, describe, expect, it } from "vitest";
import { answerSchema, messages, webStatusFromProfile, withoutEmpty } from "../../engine/index.ts";
import { errorMessage } from "../../server/errors.ts";
import { officeWords } from "../../server/words.ts";
import { form } from "../../server/form.ts";
import { documentKeys } from "../../server/documents/questions.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { saveWithEntries } from "./helpers/entries.ts";
import { Client } from "./helpers/server.ts";
import { goodPassword, studentWithSession } from "./helpers/students.ts";
import { type Suite, useServer } from "./helpers/suite.ts";
import { modelMessage } from "../support/modelMessage.ts";

// The day the complete-application fixture is valid on (its dates are relative to it).
const fixtureDay = Date.parse("2026-11-21T17:00:00Z");
const tooLong = (key: string): string => modelMessage(answerSchema(form), key, "maxLength", form.vars);

describe.each(databaseKinds)("the application API (%s)", (kind) => {
  const s: Suite = useServer(kind, "application", { clockStart: fixtureDay });
  let student: Client;
  beforeEach(async () => {
    ({ client: student } = await studentWithSession(s.t.app));
  });
  const profile = async (client = student) => (await client.get("/api/profile")).body;

  describe("GET /api/profile", () => {
    it("describes a new student: no answers, one login, no status", async () => {
      const body = await profile();
      expect(body).toMatchObject({ answer: {}, document_answer: {}, tabs: {}, last_page: null, web_status: [] });
      expect(body.username).toMatch(/@example\.edu$/);
      expect(body.successful_login).toEqual([new Date(fixtureDay).toISOString()]);
    });

    it("lists every successful login", async () => {
      const username = (await profile()).username as string;
      s.t.clock.advance(60_000);
      const again = new Client(s.t.app);
      await again.post("/public/login", { username, password: goodPassword });
      expect((await profile(again)).successful_login).toHaveLength(2);
    });
  });

  describe("PUT /api/answer", () => {
    it("merges the sent keys into the saved answers", async () => {
      expect((await student.put("/api/answer", { first_name: "Ada", gender: "F", gender_desc: "Female" })).body).toEqual({ message: officeWords.notices.answersSaved });
      await student.put("/api/answer", { last_name: "Lovelace", optin_sms_ind: true });
      await student.put("/api/answer", { gender: "", gender_desc: "" });
      expect((await profile()).answer).toEqual({ first_name: "Ada", last_name: "Lovelace", optin_sms_ind: true, gender: "", gender_desc: "" });
    });

    it.each([
      { case: "a key the application does not have", patch: { favourite_colour: "blue" }, key: "favourite_colour", message: "This answer is not part of the application." },
      { case: "a number where text is stored", patch: { first_name: 42 }, key: "first_name", message: "must be string" },
      { case: "text for a checkbox", patch: { optin_sms_ind: "yes" }, key: "optin_sms_ind", message: "must be boolean" },
      { case: "a name over 45 characters", patch: { first_name: "x".repeat(46) }, key: "first_name", message: tooLong("first_name") },
      { case: "an explanation over 1500 characters", patch: { felony_comment: "x".repeat(1501) }, key: "felony_comment", message: tooLong("felony_comment") },
    ])("refuses $case, naming the key, and saves nothing of the request", async ({ patch, key, message }) => {
      await student.put("/api/answer", { first_name: "Ada" });
      const res = await student.put("/api/answer", { last_name: "Lovelace", ...patch });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ [key]: [message] });
      expect(res.body.message).toBe(errorMessage("answersRefused", { first: message }, officeWords));
      expect((await profile()).answer).toEqual({ first_name: "Ada" });
    });

    it.each([["a list", ["first_name"]], ["a string", "Ada"], ["nothing", undefined]])("refuses %s instead of an object of answers", async (_case, body) => {
      const res = await student.put("/api/answer", body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe("string");
    });
  });

  describe("PUT /api/last-page", () => {
    it("records the page the student is on", async () => {
      expect((await student.put("/api/last-page", { last_page: "/education" })).status).toBe(200);
      expect((await profile()).last_page).toBe("/education");
    });

    it.each([["/admin"], ["education"], [42]])("refuses %s, which is not a page of the application", async (last_page) => {
      expect((await student.put("/api/last-page", { last_page })).status).toBe(400);
      expect((await profile()).last_page).toBeNull();
    });
  });

  describe("POST /api/web-status", () => {
    it("records statuses once each, and answers the status they make", async () => {
      expect((await student.post("/api/web-status", { web_status: "started" })).body.web_status).toBe("started");
      await student.post("/api/web-status", { web_status: "started" });
      expect((await student.post("/api/web-status", { web_status: "validating" })).body.web_status).toBe("validating");
      const list = (await profile()).web_status as { web_status: string; created_at: string }[];
      expect(list.map((e) => e.web_status)).toEqual(["started", "validating"]);
      expect(list[0]!.created_at).toBe(new Date(fixtureDay).toISOString());
    });

    it("refuses 'submitted' before the application is submitted, and unknown statuses", async () => {
      expect((await student.post("/api/web-status", { web_status: "submitted" })).status).toBe(409);
      expect((await student.post("/api/web-status", { web_status: "accepted" })).status).toBe(400);
      expect((await profile()).web_status).toEqual([]);
    });
  });

  describe("GET and PUT /api/tabs", () => {
    it("stores the chosen tab of a group inside a repeat instance", async () => {
      expect((await student.put("/api/tabs", { tab_id: "college_2_transcript", chosen_tab: "later" })).status).toBe(200);
      expect((await student.get("/api/tabs")).body).toEqual({ college_2_transcript: "later" });
      expect((await profile()).tabs).toEqual({ college_2_transcript: "later" });
    });

    it("clears the answers of the tab left behind, as the engine says", async () => {
      await student.put("/api/answer", { college_transcript_later: true, first_name: "Ada" });
      await student.put("/api/tabs", { tab_id: "college_transcript", chosen_tab: "upload" });
      expect((await profile()).answer).toEqual({ college_transcript_later: "", first_name: "Ada" });
    });

    it("leaves document answers to the server: a save cannot claim a document never uploaded", async () => {
      expect((await student.put("/api/answer", { college_transcript_upload: "ANSWERED", first_name: "Ada" })).status).toBe(200);
      expect((await profile()).answer).toEqual({ first_name: "Ada" });
    });

    it.each([
      { body: { tab_id: "nope", chosen_tab: "later" }, code: "unknownTabGroup" },
      { body: { tab_id: "college_transcript", chosen_tab: "sideways" }, code: "unknownTab" },
      { body: { tab_id: "college_transcript" }, code: "invalidRequest" },
    ])("refuses $body", async ({ body, code }) => {
      expect((await student.put("/api/tabs", body)).body).toMatchObject({ code });
      expect((await student.get("/api/tabs")).body).toEqual({});
    });
  });

  describe("GET and PUT /api/add-another", () => {
    it("stores the number of instances of a repeat group", async () => {
      await student.put("/api/add-another", { button_id: "parent", num_components: 2 });
      await student.put("/api/add-another", { button_id: "college", num_components: 3 });
      expect((await student.get("/api/add-another")).body).toEqual({ parent: 2, college: 3 });
    });

    it.each([
      { body: { button_id: "parent", num_components: 3 }, code: "repeatOutOfRange", why: "above the group's maximum (2)" },
      { body: { button_id: "legacy", num_components: 11 }, code: "repeatOutOfRange", why: "above 10" },
      { body: { button_id: "college", num_components: 0 }, code: "repeatOutOfRange", why: "below 1" },
      { body: { button_id: "college", num_components: 1.5 }, code: "invalidRequest", why: "not a whole number" },
      { body: { button_id: "pets", num_components: 1 }, code: "unknownRepeatGroup", why: "not a group of the application" },
    ])("refuses a count $why", async ({ body, code }) => {
      expect((await student.put("/api/add-another", body)).body).toMatchObject({ code });
      expect((await student.get("/api/add-another")).body).toEqual({});
    });
  });

  describe("POST /api/validations", () => {
    it("stores the latest error map the app posts", async () => {
      expect((await student.post("/api/validations", { first_name: ["First Name"] })).status).toBe(200);
      await student.post("/api/validations", { last_name: ["Last Name"] });
      const { rows } = await s.db.query<{ errors: unknown }>("SELECT errors FROM validations");
      expect(rows.map((r) => r.errors)).toContainEqual({ last_name: ["Last Name"] });
      expect(rows.map((r) => r.errors)).not.toContainEqual({ first_name: ["First Name"] });
    });

    it("refuses something that is not an error map", async () => {
      expect((await student.post("/api/validations", { first_name: "First Name" })).status).toBe(400);
    });
  });

  describe("POST /api/submit", () => {
    it("refuses incomplete answers with the per-key errors, then accepts them completed", async () => {
      await student.put("/api/answer", { first_name: "Ada" });
      const refused = await student.post("/api/submit");
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(messages.summaryHeading);
      const errors = refused.body.errors as Record<string, string[]>;
      expect(errors.last_name).toEqual(["Last Name"]);
      expect(errors.first_name).toBeUndefined();
      expect(errors.grant_counselor_agree).toBeDefined();
      expect((await profile()).web_status).toEqual([]);

      expect((await saveWithEntries(student, complete)).status).toBe(200);
      const accepted = await student.post("/api/submit");
      expect(accepted).toMatchObject({ status: 200, body: { message: "Your application was successfully submitted." } });
      expect(webStatusFromProfile((await profile()).web_status as { web_status: string }[])).toBe("submitted");
    });

    it("refuses a submission that would break a rule relative to today, checked on the server's date", async () => {
      // Born 12 years before the server's today: too young, whatever the browser thought.
      await saveWithEntries(student, { ...complete, birth_date: "2014-06-01" });
      const res = await student.post("/api/submit");
      expect(res.body.errors).toEqual({ birth_date: ["You must be 13 years or older to apply."] });
    });

    describe("after submission", () => {
      beforeEach(async () => {
        await saveWithEntries(student, complete);
        expect((await student.post("/api/submit")).status).toBe(200);
      });

      it("accepts a second submit and changes nothing", async () => {
        const before = await profile();
        expect((await student.post("/api/submit")).body.message).toBe("Your application was successfully submitted.");
        expect(await profile()).toEqual(before);
      });

      it.each([
        ["PUT", "/api/answer", { first_name: "Changed" }],
        ["PUT", "/api/tabs", { tab_id: "college_transcript", chosen_tab: "later" }],
        ["PUT", "/api/add-another", { button_id: "college", num_components: 1 }],
      ] as const)("refuses %s %s and keeps every answer", async (method, url, body) => {
        const res = await student.request(method, url, body);
        expect(res).toMatchObject({ status: 409, body: { message: "Your application has been submitted, so it can no longer be changed." } });
        // Document answers are the server's to set, so a save of the complete application leaves them
        // out; an empty answer never saved is not stored either.
        expect((await profile()).answer).toEqual(withoutEmpty(Object.fromEntries(Object.entries(complete).filter(([k]) => !documentKeys.has(k)))));
      });

      it("accepts the app's 'submitted' status post", async () => {
        expect((await student.post("/api/web-status", { web_status: "submitted" })).body.web_status).toBe("submitted");
      });
    });
  });

  describe("one student and another", () => {
    it("keeps each student's answers to that student", async () => {
      const { client: other } = await studentWithSession(s.t.app);
      await student.put("/api/answer", { first_name: "Ada" });
      await other.put("/api/answer", { first_name: "Grace" });
      await other.put("/api/tabs", { tab_id: "college_transcript", chosen_tab: "later" });
      await other.post("/api/submit");
      expect((await profile()).answer).toEqual({ first_name: "Ada" });
      expect((await profile()).tabs).toEqual({});
      expect((await profile(other)).answer).toEqual({ first_name: "Grace" });
    });

    it("cannot use another student's session with a tampered cookie", async () => {
      const [name, value] = [...student.jar].find(([k]) => k === "sid")!;
      const forged = new Client(s.t.app);
      forged.jar.set(name, `${value.slice(0, -2)}xx`);
      expect((await forged.get("/api/profile")).status).toBe(401);
      expect((await forged.put("/api/answer", { first_name: "Mallory" })).status).toBe(401);
      expect((await profile()).answer).toEqual({});
    });
  });

  it.each([
    ["GET", "/api/profile"],
    ["PUT", "/api/answer"],
    ["PUT", "/api/last-page"],
    ["POST", "/api/web-status"],
    ["GET", "/api/tabs"],
    ["PUT", "/api/tabs"],
    ["GET", "/api/add-another"],
    ["PUT", "/api/add-another"],
    ["POST", "/api/validations"],
    ["POST", "/api/submit"],
    ["GET", "/api/logout"],
  ] as const)("answers %s %s without a session with 401 and the session-invalid message", async (method, url) => {
    const res = await new Client(s.t.app).request(method, url, method === "GET" ? undefined : {});
    expect(res).toMatchObject({ status: 401, body: { message: "Your session is invalid. Please clear your cookies and login again." } });
  });
});
