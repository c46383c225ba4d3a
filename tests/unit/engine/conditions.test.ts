import { describe, expect, it } from "vitest";
import { type AnswerValue, type Condition, evaluate } from "../../../engine/index.ts";
import cases from "../../fixtures/conditions.json" with { type: "json" };

interface ConditionCase {
  description: string;
  answers: Record<string, AnswerValue>;
  condition: Condition;
  expected: boolean;
}

describe("evaluate", () => {
  it.each(cases as ConditionCase[])("$description", ({ answers, condition, expected }) => {
    expect(evaluate(condition, (key) => answers[key])).toBe(expected);
  });

  it("covers all ten operators", () => {
    const used = new Set<string>();
    const collect = (c: Condition): void => {
      if ("all" in c) c.all.forEach(collect);
      else if ("any" in c) c.any.forEach(collect);
      else if ("not" in c) collect(c.not);
      else used.add(c.operator);
    };
    (cases as ConditionCase[]).forEach((c) => collect(c.condition));
    expect([...used].sort()).toEqual(["answered", "equals", "gt", "gte", "in", "lt", "lte", "notAnswered", "notEquals", "notIn"]);
  });

  it("throws on an operator the format does not have instead of guessing", () => {
    const bogus = { valueKey: "a", operator: "startsWith", target: "x" } as unknown as Condition;
    expect(() => evaluate(bogus, () => "x")).toThrow(/unknown condition operator/);
  });
});
