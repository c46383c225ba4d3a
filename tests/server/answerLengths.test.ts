/**
 * Finding 4 of issue 25: phone answers had no length limit (four phone keys of 900,000 characters
 * each were stored). A save of a phone longer than the longest valid one is refused with the
 * phone's message, and nothing of it is stored.
 */
import { describe, expect, it } from "vitest";
import { answerSchema, kindFormats } from "../../engine/index.ts";
import { errorMessage } from "../../server/errors.ts";
import { officeWords } from "../../server/words.ts";
import { form } from "../../server/form.ts";
import { modelMessage } from "../support/modelMessage.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { saveWithEntries } from "./helpers/entries.ts";
import { studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

const model = answerSchema(form);
const phones = [...form.keys.values()].filter((info) => info.node.kind === "phone").map((info) => info.key);
/** A valid phone in the kind's format (area code and exchange from 2). */
const validPhone = kindFormats.phone.replace(/#/g, () => "5");

describe.each(databaseKinds)("the length of a phone answer (%s)", (kind) => {
  const s = useServer(kind, "answer_lengths");

  it.each(phones.flatMap((key) => [
    { key, case: "one character too long", value: `${validPhone}5` },
    { key, case: "of 900,000 characters", value: "5".repeat(900_000) },
  ]))("finding 4: $key $case is refused with its message and not stored", async ({ key, value }) => {
    const { client } = await studentWithSession(s.t.app);
    // The data model's words for a phone over its length: unless the question words its own, those of any invalid phone.
    const message = modelMessage(model, key, "maxLength", form.vars);
    const res = await saveWithEntries(client, { [key]: value });
    expect(res).toMatchObject({ status: 400, body: { code: "answersRefused", errors: { [key]: [message] } } });
    expect(res.body.message).toBe(errorMessage("answersRefused", { first: message }, officeWords));
    expect((await client.get("/api/profile")).body.answer).toEqual({});
  });

  it.each(phones)("takes %s as long as the longest valid phone", async (key) => {
    const { client } = await studentWithSession(s.t.app);
    expect((await saveWithEntries(client, { [key]: validPhone })).status).toBe(200);
    expect((await client.get("/api/profile")).body.answer).toMatchObject({ [key]: validPhone });
  });
});
