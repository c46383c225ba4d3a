import { describe, expect, it } from "vitest";
import { type Answers, documentName } from "../../../engine/index.ts";
import { miniForm } from "./miniForm.ts";

// The test's own wording, so the rule is seen apart from the product's (schema/receipt.json).
const wording = { inEntry: "{entry} [{name}] / {question}", inUnnamedEntry: "{entry} / {question}" };

const cases: { about: string; key: string; answers: Answers; name: string }[] = [
  { about: "a question outside a repeat group by its label alone", key: "note", answers: {}, name: "Note" },
  { about: "a question in the first entry with its entry's label and name answer", key: "job_end", answers: { job_title: " Welder " }, name: "Job 1 [Welder] / End date" },
  { about: "a question in a later entry by that entry's number and name", key: "job_3_end", answers: { job_title: "Welder", job_3_title: "Pilot" }, name: "Job 3 [Pilot] / End date" },
  { about: "an entry with no name answer yet by its label and the question", key: "job_2_end", answers: { job_title: "Welder", job_2_title: "  " }, name: "Job 2 / End date" },
  { about: "a key the form no longer asks by the key itself", key: "gone_key", answers: {}, name: "gone_key" },
];

describe("documentName", () => {
  it.each(cases)("names $about", ({ key, answers, name }) => {
    expect(documentName(miniForm, key, answers, wording)).toBe(name);
  });
});
