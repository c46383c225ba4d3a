import type { FieldRules } from "../../engine/index.ts";

/**
 * The field rules of an account form's JSON Schema (schema/account/): the maximum length of each
 * field and the fields always required. The application's come from its questions instead
 * (engine formFieldRules).
 */
export type { FieldRules };

type JsonObject = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** Follows a local `#/definitions/name` reference. */
function resolve(schema: JsonObject, node: unknown): JsonObject | undefined {
  if (!isObject(node)) return undefined;
  const ref = node.$ref;
  if (typeof ref !== "string") return node;
  const name = ref.startsWith("#/definitions/") ? ref.slice("#/definitions/".length) : undefined;
  const definitions = schema.definitions;
  return name !== undefined && isObject(definitions) ? resolve(schema, definitions[name]) : undefined;
}

/** The field rules of a JSON Schema (draft-07, properties with local references). */
export function fieldRules(answerSchema: unknown): FieldRules {
  const maxLength = new Map<string, number>();
  const required = new Set<string>();
  if (!isObject(answerSchema)) return { maxLength, required };
  const properties = isObject(answerSchema.properties) ? answerSchema.properties : {};
  for (const [key, property] of Object.entries(properties)) {
    const limit = resolve(answerSchema, property)?.maxLength;
    if (typeof limit === "number") maxLength.set(key, limit);
  }
  if (Array.isArray(answerSchema.required)) for (const key of answerSchema.required) if (typeof key === "string") required.add(key);
  return { maxLength, required };
}
