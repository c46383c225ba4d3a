import { asNumber, asText } from "../conditions/operators/compare.ts";
import { type Scope, resolveKey } from "../form/scope.ts";
import type { Condition } from "../types.ts";

/** A JSON Schema (draft-07) as plain data: what the data model generator writes. */
export type JsonSchema = boolean | { [keyword: string]: unknown };

/**
 * Conditions of the page format written as JSON Schema over the answers the validators see
 * (empty answers dropped), so "required while shown" and the cross-field rules of the data model
 * mean exactly what the engine's `evaluate` means. A test runs every condition case through both.
 */
const present = (key: string, value: JsonSchema): JsonSchema => ({ required: [key], properties: { [key]: value } });

/** answered: present and not an unticked box ("" is dropped before validation). */
export const answeredSchema = (key: string): JsonSchema => present(key, { not: { const: false } });

/** equals compares as text: a checkbox's true equals "true"; an empty target equals a missing answer. */
function equalsSchema(key: string, target: unknown): JsonSchema {
  const text = asText(target);
  if (text === "") return { not: { required: [key] } };
  const values: unknown[] = [text];
  if (text === "true") values.push(true);
  if (text === "false") values.push(false);
  return present(key, { enum: values });
}

/** Any of a list of schemas: false for none, the schema itself for one. */
export const anyOf = (schemas: JsonSchema[]): JsonSchema => (schemas.length === 0 ? false : schemas.length === 1 ? (schemas[0] as JsonSchema) : { anyOf: schemas });

/** All of a list of schemas: true for none, the schema itself for one. */
export const allOf = (schemas: readonly JsonSchema[]): JsonSchema =>
  schemas.length === 0 ? true : schemas.length === 1 ? (schemas[0] as JsonSchema) : { allOf: [...schemas] };

/** A condition written in `scope` (its keys resolved to a repeat instance's keys) as JSON Schema. */
export function conditionSchema(condition: Condition, scope: Scope): JsonSchema {
  if ("all" in condition) return allOf(condition.all.map((c) => conditionSchema(c, scope)));
  if ("any" in condition) return anyOf(condition.any.map((c) => conditionSchema(c, scope)));
  if ("not" in condition) return { not: conditionSchema(condition.not, scope) };
  const key = resolveKey(scope, condition.valueKey);
  switch (condition.operator) {
    case "equals":
      return equalsSchema(key, condition.target);
    case "notEquals":
      return { not: equalsSchema(key, condition.target) };
    case "in":
      return anyOf(condition.target.map((t) => equalsSchema(key, t)));
    case "notIn":
      return { not: anyOf(condition.target.map((t) => equalsSchema(key, t))) };
    case "answered":
      return answeredSchema(key);
    case "notAnswered":
      return { not: answeredSchema(key) };
    case "lt":
    case "lte":
    case "gt":
    case "gte": {
      const target = asNumber(condition.target);
      return target === undefined ? false : present(key, { compare: { [condition.operator]: target } });
    }
    default:
      return unknownOperator(condition);
  }
}

function unknownOperator(condition: never): never {
  throw new Error(`unknown condition operator in ${JSON.stringify(condition)}; npm run schema:check names it`);
}
