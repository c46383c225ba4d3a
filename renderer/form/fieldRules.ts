/**
 * What the answer schema says about single fields that the inputs need up front: the maximum
 * length (the maxlength attribute and the text area's counter) and whether the field is always
 * required (marked for assistive technology). Read from schema/answers.schema.json, so the limits
 * live in one place; the validators compiled from the same file enforce them.
 */
export interface FieldRules {
  readonly maxLength: ReadonlyMap<string, number>;
  /** Keys in the schema's top-level `required`; rules that depend on other answers are not marked. */
  readonly required: ReadonlySet<string>;
}

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

/** The field rules of an answer schema (draft-07, properties with local references). */
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
