import { describe, expect, it } from "vitest";
import { type AnswerValue, type Condition, conditionSchema, evaluate, rootScope, withoutEmpty } from "../../../engine/index.ts";
import { createAjv } from "../../../engine/validation/createAjv.ts";
import cases from "../../fixtures/conditions.json" with { type: "json" };

interface ConditionCase {
  description: string;
  answers: Record<string, AnswerValue>;
  condition: Condition;
  expected: boolean;
}

// The data model states "required while shown" and the cross-field rules as JSON Schema written
// from the pages' conditions: each must hold exactly when the engine's evaluate says it does.
const ajv = createAjv();

describe("a condition as JSON Schema", () => {
  it.each(cases as ConditionCase[])("agrees with evaluate: $description", ({ answers, condition, expected }) => {
    const holds = ajv.compile({ type: "object", allOf: [conditionSchema(condition, rootScope)] });
    expect(evaluate(condition, (key) => answers[key])).toBe(expected);
    expect(holds.call({ today: "2026-11-21" }, withoutEmpty(answers))).toBe(expected);
  });
});
