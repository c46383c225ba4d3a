/**
 * The server runs the engine on every save: whatever a client sends, the stored answers are what
 * the form would hold after that change (hidden answers cleared, `_desc` labels the options').
 */
import { beforeEach, describe, expect, it } from "vitest";
import { type AnswerValue, type Answers, compileForm, hiddenKeys } from "../../engine/index.ts";
import { application } from "../../schema/index.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { buildApp } from "../../server/app.ts";
import type { Database } from "../../server/db/types.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { saveWithEntries } from "./helpers/entries.ts";
import { answerThat, filling, hidingBlocks } from "./helpers/hidingBlocks.ts";
import { type Client, testConfig } from "./helpers/server.ts";
import { studentWithSession } from "./helpers/students.ts";
import { type Suite, useServer } from "./helpers/suite.ts";

const form = compileForm(application);
// The day the complete-application fixture is valid on (its dates are relative to it).
const fixtureDay = Date.parse("2026-11-21T17:00:00Z");

const isEmpty = (v: AnswerValue | undefined): boolean => v === undefined || v === "" || v === false;
/** The answers among `keys` that hold something. */
const answeredAmong = (answers: Answers, keys: readonly string[]): Answers =>
  Object.fromEntries(keys.filter((k) => !isEmpty(answers[k])).map((k) => [k, answers[k]!]));
const label = (list: string, value: string): string | undefined => form.lists.get(list)?.find((o) => o.value === value)?.label;

describe.each(databaseKinds)("saves through the engine (%s)", (kind) => {
  const s: Suite = useServer(kind, "saves", { clockStart: fixtureDay });
  let student: Client;
  let username: string;
  beforeEach(async () => {
    ({ client: student, username } = await studentWithSession(s.t.app));
  });
  const stored = async (): Promise<Answers> => (await student.get("/api/profile")).body.answer as Answers;
  const save = async (changes: Record<string, AnswerValue | null>): Promise<void> => {
    expect((await saveWithEntries(student, changes)).status).toBe(200);
  };

  it.each(hidingBlocks(form).map((block) => [block.name, block] as const))(
    "%s: a save of only the answer that hides it clears every answer inside",
    async (_name, block) => {
      const shown = filling(form, block);
      await save(shown);
      // Every key of the block a student can answer is answered now (an alert's anchor cannot be),
      // and the companions of those, by the server.
      const described = (key: string): string => form.keys.get(key)?.companionOf ?? key;
      const expected = block.keys.filter((k) => !isEmpty(shown[described(k)]));
      expect(Object.keys(answeredAmong(await stored(), expected))).toEqual(expected);

      await save(answerThat(form, block, block.own, false, shown));
      expect(answeredAmong(await stored(), block.keys)).toEqual({});
    },
  );

  it("sets each _desc from the option chosen, whatever the client sent", async () => {
    await save({ country: "CAN", country_desc: "Atlantis", state: "ON", state_desc: "Narnia" });
    await save({ state_desc: "Narnia" });
    const canada = { country: "CAN", country_desc: label("countriesUsFirst", "CAN"), state: "ON", state_desc: label("provincesCa", "ON") };
    expect(await stored()).toEqual(canada);

    await save({ country: "USA" });
    expect(await stored()).toEqual({ country: "USA", country_desc: label("countriesUsFirst", "USA"), state: "", state_desc: "" });
  });

  it("orders two saves at once: an answer one hides is never stored beside it by the other", async () => {
    await save({ citizenship_type: "2", citizenship: "CAN" });
    for (let round = 0; round < 20; round++) {
      await save({ citizenship_type: "2" });
      const both = await Promise.all([
        student.put("/api/answer", { citizenship_type: "1" }),
        student.put("/api/answer", { alien_registration_number: `A${round}` }),
      ]);
      expect(both.map((res) => res.status)).toEqual([200, 200]);
      expect(answeredAmong(await stored(), ["citizenship_type", "citizenship", "alien_registration_number"])).toEqual({ citizenship_type: "1" });
    }
  });

  it("applies a change to what another write stored after the save read the application, as it would under the row lock", async () => {
    // Between the save's read and its write, another write changes the citizenship, which hides
    // the registration number the save is about to send.
    let interfered = false;
    const db: Database = {
      ...s.db,
      async query(text, params) {
        if (!interfered && text.startsWith("UPDATE applications")) {
          interfered = true;
          await s.db.query(`UPDATE applications SET answers = answers || '{"citizenship_type": "1", "alien_registration_number": ""}' WHERE account_id = $1`, [params?.[0]]);
        }
        return s.db.query(text, params);
      },
    };
    const app = await buildApp({ config: testConfig({ smtpUrl: s.mailbox.url }), db, logger: false, seedLookupSamples: false });
    try {
      const { client, accountId } = await studentWithSession(app);
      await s.db.query(`UPDATE applications SET answers = '{"citizenship_type": "2", "alien_registration_number": "A1"}' WHERE account_id = $1`, [accountId]);
      const res = await client.put("/api/answer", { alien_registration_number: "A2", first_name: "Ada" });
      expect(res.status).toBe(200);
      expect(interfered).toBe(true);
      const { rows } = await s.db.query<{ answers: Answers }>("SELECT answers FROM applications WHERE account_id = $1", [accountId]);
      expect(answeredAmong(rows[0]?.answers ?? {}, ["citizenship_type", "alien_registration_number", "first_name"])).toEqual({ citizenship_type: "1", first_name: "Ada" });
    } finally {
      await app.close();
    }
  });

  describe("a request the data model refuses", () => {
    beforeEach(async () => {
      await save({ citizenship_type: "2", alien_registration_number: "A123" });
    });

    it("stores none of it, not even the valid key beside the unknown one", async () => {
      const res = await student.put("/api/answer", { citizenship_type: "1", favourite_colour: "blue" });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors as object)).toEqual(["favourite_colour"]);
      expect(await stored()).toMatchObject({ citizenship_type: "2", alien_registration_number: "A123" });
    });

    it("is checked as sent, before the engine clears anything: an over-long answer is refused even when the same change hides it", async () => {
      const res = await student.put("/api/answer", { citizenship_type: "1", alien_registration_number: "x".repeat(5000) });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors as object)).toEqual(["alien_registration_number"]);
      expect(await stored()).toMatchObject({ citizenship_type: "2", alien_registration_number: "A123" });
    });
  });

  describe("a value the form could not have given", () => {
    const option = form.definition.rules.messages.option;
    const refusal = async (changes: Record<string, AnswerValue>): Promise<Record<string, string[]>> => {
      const res = await student.put("/api/answer", changes);
      expect(res.status).toBe(400);
      return res.body.errors as Record<string, string[]>;
    };

    it("refuses choices no option offers, with the data model's message, and stores nothing", async () => {
      expect(await refusal({ first_name: "Ada", applied_major: "NOT_AN_OPTION", entry_term: "199901" })).toEqual({ applied_major: [option], entry_term: [option] });
      expect(await stored()).toEqual({});
    });

    it("refuses a state outside the list of the country stored before", async () => {
      await save({ country: "USA" });
      expect(await refusal({ state: "ON" })).toEqual({ state: [option] });
      await save({ state: "MI" });
      expect(await stored()).toMatchObject({ country: "USA", state: "MI" });
    });

    it("refuses a date that is no calendar day instead of storing another", async () => {
      const dateOfBirth = form.keys.get("birth_date")?.node;
      expect(await refusal({ birth_date: "2001-02-30" })).toEqual({ birth_date: [dateOfBirth && "label" in dateOfBirth ? dateOfBirth.label : ""] });
      expect(await stored()).toEqual({});
    });
  });

  describe("POST /api/submit", () => {
    const noHiddenAnswer = (answers: Answers): void => expect(answeredAmong(answers, [...hiddenKeys(form, answers)])).toEqual({});

    it("hands the office no answer the form hides when a client saved only the changed keys", async () => {
      await save(complete);
      await save({ citizenship_type: "2", citizenship: "CAN", alien_registration_number: "A123", felony: "Y", felony_comment: "Shoplifting, 2019" });
      await save({ mailing_addr_same_as_perm_addr: false, mailing_city: "Lansing" });
      for (const hiding of [{ citizenship_type: "1" }, { felony: "N" }, { mailing_addr_same_as_perm_addr: true }] as Answers[]) await save(hiding);
      expect((await student.post("/api/submit")).status).toBe(200);
      const answers = await stored();
      expect(answeredAmong(answers, ["citizenship", "alien_registration_number", "felony_comment", "mailing_city", "mailing_state"])).toEqual({});
      noHiddenAnswer(answers);
    });

    it("clears hidden answers a row kept from before saves ran the engine", async () => {
      await save(complete);
      await s.db.query(
        `UPDATE applications SET answers = answers || '{"felony_comment": "kept", "citizenship": "CAN"}'::jsonb
         WHERE account_id = (SELECT id FROM accounts WHERE username = $1)`,
        [username],
      );
      expect((await student.post("/api/submit")).status).toBe(200);
      const answers = await stored();
      expect(answeredAmong(answers, ["felony_comment", "citizenship"])).toEqual({});
      noHiddenAnswer(answers);
    });
  });
});
