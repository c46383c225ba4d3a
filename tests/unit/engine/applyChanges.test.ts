import { describe, expect, it } from "vitest";
import { type AnswerValue, applyChanges, compileForm } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import { withSchemaLabels } from "../../../stories/fixtures/formText.ts";
import cases from "../../fixtures/changes.json" with { type: "json" };

interface ChangeCase {
  description: string;
  answers: Record<string, AnswerValue>;
  change: Record<string, AnswerValue>;
  patch: Record<string, AnswerValue>;
}

const form = compileForm(application);

describe("applyChanges on the real application", () => {
  // A choice's label is the schema's, whatever the fixture wrote when it was made.
  it.each(cases as unknown as ChangeCase[])("$description", ({ answers: given, change, patch: expected }) => {
    const answers = withSchemaLabels(given);
    const patch = withSchemaLabels(expected, { ...answers, ...change });
    const result = applyChanges(form, answers, change);
    expect(result.patch).toEqual(patch);
    expect(result.answers).toEqual({ ...answers, ...patch });
  });

  it("never changes the answers it is given", () => {
    const answers = Object.freeze({ felony: "Y", felony_comment: "text" });
    applyChanges(form, answers, { felony: "N" });
    expect(answers).toEqual({ felony: "Y", felony_comment: "text" });
  });
});
