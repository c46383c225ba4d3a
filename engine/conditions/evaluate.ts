import type { AnswerValue, Condition } from "../types.ts";
import { answered } from "./operators/answered.ts";
import { equals } from "./operators/equals.ts";
import { gt } from "./operators/gt.ts";
import { gte } from "./operators/gte.ts";
import { isIn } from "./operators/in.ts";
import { lt } from "./operators/lt.ts";
import { lte } from "./operators/lte.ts";
import { notAnswered } from "./operators/notAnswered.ts";
import { notEquals } from "./operators/notEquals.ts";
import { notIn } from "./operators/notIn.ts";

/** Reads the answer a condition names; inside a repeat instance the key is resolved to that instance. */
export type ReadAnswer = (valueKey: string) => AnswerValue | undefined;

/** Whether a condition holds for the answers `read` gives. */
export function evaluate(condition: Condition, read: ReadAnswer): boolean {
  if ("all" in condition) return condition.all.every((c) => evaluate(c, read));
  if ("any" in condition) return condition.any.some((c) => evaluate(c, read));
  if ("not" in condition) return !evaluate(condition.not, read);
  const value = read(condition.valueKey);
  switch (condition.operator) {
    case "equals": return equals(value, condition.target);
    case "notEquals": return notEquals(value, condition.target);
    case "lt": return lt(value, condition.target);
    case "lte": return lte(value, condition.target);
    case "gt": return gt(value, condition.target);
    case "gte": return gte(value, condition.target);
    case "in": return isIn(value, condition.target);
    case "notIn": return notIn(value, condition.target);
    case "answered": return answered(value);
    case "notAnswered": return notAnswered(value);
    default: return unknownOperator(condition);
  }
}

function unknownOperator(condition: never): never {
  throw new Error(`unknown condition operator in ${JSON.stringify(condition)}; npm run schema:check names it`);
}
