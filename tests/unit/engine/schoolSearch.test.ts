import { describe, expect, it } from "vitest";
import { type AnswerValue, type SchoolChoice, type SchoolSearchQuestion, type RevealNode, applyChanges, compileForm, instanceScope, revealShown, rootScope, schoolSearchChanges } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import { repeatGroup, withSchemaLabels } from "../../../stories/fixtures/formText.ts";
import cases from "../../fixtures/school-search.json" with { type: "json" };

const form = compileForm(application);
const colleges = repeatGroup("college").node;
const search = colleges.children.find((n): n is SchoolSearchQuestion => n.kind === "schoolSearch")!;

describe("schoolSearchChanges, through applyChanges, on the real college search", () => {
  it.each(cases as unknown as { description: string; instance: number; choice: SchoolChoice; answers: Record<string, AnswerValue>; patch: Record<string, AnswerValue> }[])(
    "$description",
    ({ instance, choice, answers, patch }) => {
      const labelled = withSchemaLabels(answers);
      const changes = schoolSearchChanges(search, instanceScope(colleges, instance), choice);
      expect(applyChanges(form, labelled, changes).patch).toEqual(withSchemaLabels(patch, labelled));
    },
  );
});

describe("revealShown", () => {
  const reveal: RevealNode = { kind: "reveal", id: "more", trigger: "button", label: "Tell us more", children: [{ kind: "text", key: "detail", label: "Detail" }] };

  it.each<{ description: string; opened: boolean; answers: Record<string, AnswerValue>; shown: boolean }>([
    { description: "hidden until opened", opened: false, answers: {}, shown: false },
    { description: "shown once opened", opened: true, answers: {}, shown: true },
    { description: "shown while an answer inside is filled, even if never opened here", opened: false, answers: { detail: "x" }, shown: true },
    { description: "an unticked box inside does not count as filled", opened: false, answers: { detail: false }, shown: false },
  ])("$description", ({ opened, answers, shown }) => {
    expect(revealShown(reveal, rootScope, answers, opened)).toBe(shown);
  });
});
