import { describe, expect, it } from "vitest";
import { form } from "../../server/form.ts";
import { serviceLink, tmpAnswersLink } from "../../server/tokens/links.ts";
import { signToken } from "../../server/tokens/signed.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { Client, hours, publicUrl } from "./helpers/server.ts";
import { studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";
import { firstPath } from "../support/formPaths.ts";

const tokenOf = (url: string, name: string): string => new URL(url).searchParams.get(name)!;

describe.each(databaseKinds)("temporary and service links (%s)", (kind) => {
  const s = useServer(kind, "links");

  describe("GET /service/tmp-pdf?service_token=", () => {
    async function studentWithAnswers() {
      const { client, username } = await studentWithSession(s.t.app);
      await client.put("/api/answer", { first_name: "Ada", last_name: "Lovelace" });
      await client.put("/api/add-another", { button_id: "college", num_components: 2 });
      await client.put("/api/tabs", { tab_id: "college_transcript", chosen_tab: "later" });
      return { client, username };
    }

    it("returns one application's answer, add_another, document_answer and tabs", async () => {
      const { username } = await studentWithAnswers();
      const url = (await serviceLink(s.db, s.t.config, username, s.t.clock.now()))!;
      expect(url.startsWith(`${publicUrl}${firstPath}?service_token=`)).toBe(true);
      const res = await new Client(s.t.app).get(`/service/tmp-pdf?service_token=${encodeURIComponent(tokenOf(url, "service_token"))}`);
      expect(res).toMatchObject({
        status: 200,
        body: { answer: { first_name: "Ada", last_name: "Lovelace" }, add_another: { college: 2 }, document_answer: {}, tabs: { college_transcript: "later" } },
      });
    });

    it("is read-only: the token opens no way to change anything", async () => {
      const { username, client } = await studentWithAnswers();
      const token = tokenOf((await serviceLink(s.db, s.t.config, username, s.t.clock.now()))!, "service_token");
      const staff = new Client(s.t.app);
      expect((await staff.request("PUT", `/service/tmp-pdf?service_token=${token}`, { answer: {} })).status).toBe(404);
      expect((await staff.put(`/api/answer?service_token=${token}`, { first_name: "X" })).status).toBe(401);
      expect((await client.get("/api/profile")).body.answer).toEqual({ first_name: "Ada", last_name: "Lovelace" });
    });

    it.each([
      { case: "after it expires", token: async (username: string) => tokenOf((await serviceLink(s.db, s.t.config, username, s.t.clock.now(), 1))!, "service_token"), advance: hours(1) + 1000 },
      { case: "with a changed signature", token: async (username: string) => `${tokenOf((await serviceLink(s.db, s.t.config, username, s.t.clock.now()))!, "service_token").slice(0, -3)}abc`, advance: 0 },
      { case: "signed with another secret", token: async () => signToken("another-secret-that-is-long-enough-0000", "service", "x", { issuedAt: new Date(), expiresAt: new Date(Date.now() + hours(1)) }), advance: 0 },
      { case: "missing", token: async () => "", advance: 0 },
    ])("refuses a token $case", async ({ token, advance }) => {
      const { username } = await studentWithAnswers();
      const value = await token(username);
      s.t.clock.advance(advance);
      const res = await new Client(s.t.app).get(`/service/tmp-pdf?service_token=${encodeURIComponent(value)}`);
      expect(res).toMatchObject({ status: 403, body: { message: "This link is not valid or has expired. Please ask for a new one." } });
    });

    it("refuses a temporary-answers token in place of a service token", async () => {
      const link = await tmpAnswersLink(s.db, s.t.config, { first_name: "Ada" }, s.t.clock.now());
      const token = tokenOf((link as { url: string }).url, "token");
      expect((await new Client(s.t.app).get(`/service/tmp-pdf?service_token=${token}`)).status).toBe(403);
    });

    it("has no link for an unknown username", async () => {
      expect(await serviceLink(s.db, s.t.config, "nobody@example.edu", s.t.clock.now())).toBeNull();
    });
  });

  describe("GET /public/tmp?token=", () => {
    it("returns the stored answer set, to anyone holding the link", async () => {
      const answers = { first_name: "Ada", optin_sms_ind: true };
      const { url } = (await tmpAnswersLink(s.db, s.t.config, answers, s.t.clock.now())) as { url: string };
      expect(url.startsWith(`${publicUrl}${firstPath}?token=`)).toBe(true);
      const res = await new Client(s.t.app).get(`/public/tmp?token=${encodeURIComponent(tokenOf(url, "token"))}`);
      expect(res).toMatchObject({ status: 200, body: { answer: answers } });
    });

    it("stores the set as a save would: without what the form hides, with the options' labels as _desc", async () => {
      const label = (list: string, value: string) => form.lists.get(list)?.find((o) => o.value === value)?.label;
      const answers = { felony: "N", felony_comment: "left from a Y", country: "CAN", country_desc: "Atlantis", college_transcript_upload: "ANSWERED" };
      const { url } = (await tmpAnswersLink(s.db, s.t.config, answers, s.t.clock.now())) as { url: string };
      const res = await new Client(s.t.app).get(`/public/tmp?token=${encodeURIComponent(tokenOf(url, "token"))}`);
      const expected = { felony: "N", felony_desc: label("yesNo", "N"), felony_comment: "", country: "CAN", country_desc: label("countriesUsFirst", "CAN") };
      expect(res.body.answer).toEqual(expected);
    });

    it("refuses an expired or a forged token", async () => {
      const { url } = (await tmpAnswersLink(s.db, s.t.config, { first_name: "Ada" }, s.t.clock.now(), 2)) as { url: string };
      const token = tokenOf(url, "token");
      const forged = signToken(s.t.config.secret, "service", "00000000-0000-0000-0000-000000000000", { issuedAt: new Date(), expiresAt: new Date(Date.now() + hours(1)) });
      expect((await new Client(s.t.app).get(`/public/tmp?token=${forged}`)).status).toBe(403);
      s.t.clock.advance(hours(2) + 1000);
      expect((await new Client(s.t.app).get(`/public/tmp?token=${token}`)).status).toBe(403);
    });

    it("stores only answers the application could store", async () => {
      expect(await tmpAnswersLink(s.db, s.t.config, { favourite_colour: "blue" }, s.t.clock.now())).toEqual({
        errors: { favourite_colour: ["This answer is not part of the application."] },
      });
      expect(await tmpAnswersLink(s.db, s.t.config, ["first_name"], s.t.clock.now())).toHaveProperty("errors");
    });
  });
});
