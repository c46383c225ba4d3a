type Schema = Record<string, unknown>;

const asSchema = (value: unknown): Schema => (value && typeof value === "object" ? (value as Schema) : {});
const messagesOf = (schema: Schema): Schema => asSchema(schema.errorMessage);

/** A schema with its local reference followed. */
function deref(model: Schema, schema: Schema): Schema {
  const ref = schema.$ref;
  return typeof ref === "string" ? deref(model, asSchema(asSchema(model.definitions)[ref.split("/").pop() ?? ""])) : schema;
}

/** The rules a data model words messages for, by name; a cross-field rule is `rule:<id>`. */
export const ruleNames = ["required", "invalid", "maxLength", "option", "notBeforeYearsAgo", "notAfterYearsAgo", "minYearOffset", "maxYearOffset"] as const;

/**
 * The message (with its {params} unfilled) the generated data model gives a key for one rule, read
 * from the model itself: what the author's workbench shows for a question, and what the tests
 * expect when a fixture names a rule instead of copying its wording. Undefined when the key has
 * no such rule.
 */
export function modelMessage(model: Schema, key: string, rule: string): string | undefined {
  const property = deref(model, asSchema(asSchema(model.properties)[key]));
  const branches = (model.allOf ?? []) as Schema[];
  const requiredIn = (then: Schema): string | undefined => asSchema(messagesOf(then).required)[key] as string | undefined;
  if (rule === "required") {
    const always = asSchema(messagesOf(model).required)[key] as string | undefined;
    // A required checkbox is also refused unticked: its `const: true` carries the same message.
    const ticked = messagesOf(property).const as string | undefined;
    return always ?? branches.filter((b) => b.$comment === undefined).map((b) => requiredIn(asSchema(b.then))).find(Boolean) ?? ticked;
  }
  if (rule.startsWith("rule:")) {
    const then = asSchema(branches.find((b) => String(b.$comment ?? "").startsWith(`${rule.slice(5)}:`) && requiredIn(asSchema(b.then)))?.then);
    return requiredIn(then);
  }
  const own = messagesOf(property);
  switch (rule) {
    case "invalid":
      return (own.pattern ?? own.calendarDate ?? own.type) as string | undefined;
    case "option": {
      const conditional = branches.map((b) => asSchema(asSchema(asSchema(b.then).properties)[key])).find((s) => Object.keys(s).length);
      return (own.enum ?? own.yearIn ?? (conditional ? messagesOf(deref(model, conditional)).enum : undefined)) as string | undefined;
    }
    default:
      return (own[rule] ?? messagesOf(asSchema(property.then))[rule]) as string | undefined;
  }
}

/** Every rule the data model holds for a key, with its message: the question's rules as the student will meet them. */
export function modelMessages(model: Schema, key: string): Record<string, string> {
  const ids = ((model.allOf ?? []) as Schema[]).flatMap((b) => (typeof b.$comment === "string" ? [`rule:${b.$comment.split(":")[0]}`] : []));
  const out: Record<string, string> = {};
  for (const rule of [...ruleNames, ...new Set(ids)]) {
    const message = modelMessage(model, key, rule);
    if (message !== undefined) out[rule] = message;
  }
  return out;
}
