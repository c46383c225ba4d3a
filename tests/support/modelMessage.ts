import { interpolate } from "../../engine/index.ts";

type Schema = Record<string, unknown>;

/**
 * The message the generated data model gives a key for one of its rules, read from the data model
 * itself, so that fixtures name the rule ("required", "option", "rule:onePhone") instead of
 * copying wording an author may change. A reference is `rule` or `rule name=value ...`, the
 * values filling the message's {params} as the engine does with an error's params ({year}).
 */
export function modelMessage(model: Schema, key: string, reference: string, vars: Readonly<Record<string, string>>): string {
  const [rule = "", ...params] = reference.split(" ");
  const filled = Object.fromEntries(params.map((p) => p.split("=") as [string, string]));
  const template = find(model, key, rule);
  if (template === undefined) throw new Error(`the data model has no "${rule}" message for ${key}`);
  return interpolate(template, vars, filled);
}

const asSchema = (value: unknown): Schema => (value && typeof value === "object" ? (value as Schema) : {});
const messagesOf = (schema: Schema): Schema => asSchema(schema.errorMessage);

/** A schema with its local reference followed. */
function deref(model: Schema, schema: Schema): Schema {
  const ref = schema.$ref;
  return typeof ref === "string" ? deref(model, asSchema(asSchema(model.definitions)[ref.split("/").pop() ?? ""])) : schema;
}

function find(model: Schema, key: string, rule: string): string | undefined {
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
  const dated = messagesOf(asSchema(property.then));
  switch (rule) {
    case "invalid":
      return (own.pattern ?? own.calendarDate ?? own.type) as string | undefined;
    case "option": {
      const conditional = branches.map((b) => asSchema(asSchema(asSchema(b.then).properties)[key])).find((s) => Object.keys(s).length);
      return (own.enum ?? own.yearIn ?? (conditional ? messagesOf(deref(model, conditional)).enum : undefined)) as string | undefined;
    }
    default:
      return (own[rule] ?? dated[rule]) as string | undefined;
  }
}
