/**
 * Finding 10 of issue 25: a month key holding the spec's ANSWERED placeholder (section 3) is a
 * month answered without naming one. It is stored as sent with no label, so the office never reads
 * it as a month, and the question is complete only with its year (see engine/model/answerSchema.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { type AnswerValue, type Answers, descKey } from "../../engine/index.ts";
import { form } from "../../server/form.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { monthYearQuestions } from "../support/monthYear.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { saveWithEntries } from "./helpers/entries.ts";
import { fixtureToday } from "./helpers/hidingBlocks.ts";
import type { Client } from "./helpers/server.ts";
import { studentWithSession } from "./helpers/students.ts";
import { type Suite, useServer } from "./helpers/suite.ts";

// The spec's value (section 3), part of the data format as a converted document's ANSWERED is.
const placeholder = "ANSWERED";
const questions = monthYearQuestions(form);
/** The month/year questions the complete application answers. */
const answered = questions.filter(({ month }) => (complete as Answers)[month]);

describe.each(databaseKinds)("the ANSWERED placeholder in a month (%s)", (kind) => {
  const s: Suite = useServer(kind, "monthPlaceholder", { clockStart: Date.parse(`${fixtureToday}T17:00:00Z`) });
  let student: Client;
  beforeEach(async () => {
    ({ client: student } = await studentWithSession(s.t.app));
  });
  const stored = async (): Promise<Answers> => (await student.get("/api/profile")).body.answer as Answers;

  it("finding 10: a save of ANSWERED in every month key is accepted and stored as sent, with no label", async () => {
    const months = Object.fromEntries(questions.map(({ month }) => [month, placeholder]));
    expect((await saveWithEntries(student, months)).status).toBe(200);
    const answers = await stored();
    // An empty label is stored as no label at all, as every empty answer is.
    for (const { month } of questions) expect([answers[month], answers[descKey(month)] ?? ""]).toEqual([placeholder, ""]);
  });

  it("finding 10: an application whose months are ANSWERED, their years given, is submitted with the months as sent and no month label", async () => {
    expect(answered.length).toBeGreaterThan(0);
    const months: Record<string, AnswerValue> = Object.fromEntries(answered.map(({ month }) => [month, placeholder]));
    expect((await saveWithEntries(student, { ...complete, ...months })).status).toBe(200);
    expect((await student.post("/api/submit")).status).toBe(200);
    const answers = await stored();
    for (const { month } of answered) expect([answers[month], answers[descKey(month)] ?? ""]).toEqual([placeholder, ""]);
  });

  it("finding 10: an application whose months are ANSWERED and years empty is refused, each year asked for", async () => {
    const changes = Object.fromEntries(answered.flatMap(({ month, year }) => [[month, placeholder], [year, ""]]));
    expect((await saveWithEntries(student, { ...complete, ...changes })).status).toBe(200);
    const res = await student.post("/api/submit");
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors as object).sort()).toEqual(answered.map(({ year }) => year).sort());
  });
});
