/**
 * What the workbench tells an author about a question: where it is shown, what a change to its
 * answer hides and clears, and its rules with the messages the student will meet, all read from
 * the engine's view of the form and the generated data model.
 */
import { type Condition, type Form, type ModelField, modelFields, modelMessages, resolveKey } from "../engine/index.ts";

/** A condition as a sentence: `citizenship_type equals "2"`, `(a and b)`, `not (c)`. */
export function describeCondition(c: Condition): string {
  if ("all" in c) return `(${c.all.map(describeCondition).join(" and ")})`;
  if ("any" in c) return `(${c.any.map(describeCondition).join(" or ")})`;
  if ("not" in c) return `not ${describeCondition(c.not)}`;
  return "target" in c ? `${c.valueKey} ${c.operator} ${JSON.stringify(c.target)}` : `${c.valueKey} ${c.operator}`;
}

/** The keys a condition reads. */
export function readKeys(c: Condition): string[] {
  if ("all" in c) return c.all.flatMap(readKeys);
  if ("any" in c) return c.any.flatMap(readKeys);
  if ("not" in c) return readKeys(c.not);
  return [c.valueKey];
}

export interface QuestionReport {
  readonly key: string;
  readonly page: string;
  readonly kind: string;
  readonly label: string;
  /** Every condition that must hold for it to show; empty when it always shows. */
  readonly shownWhen: readonly string[];
  /** Keys a change of this answer may hide, and so clear. */
  readonly clears: readonly string[];
  /** Its rules and the message of each, as the generated data model words them. */
  readonly messages: Readonly<Record<string, string>>;
}

/** The fields of a form, computed once per compiled form. */
const fieldsOf = new WeakMap<Form, ModelField[]>();
const fields = (form: Form): ModelField[] => {
  let list = fieldsOf.get(form);
  if (!list) fieldsOf.set(form, (list = modelFields(form)));
  return list;
};

/** Whether a field's showing depends on `key`: a condition above it reads it, or it is a select whose list does. */
const dependsOn = (field: ModelField, key: string): boolean =>
  field.place.conditions.some((c) => readKeys(c).includes(key)) ||
  (field.node.kind === "conditionalSelect" && resolveKey(field.place.scope, field.node.controller) === key);

export function inspect(form: Form, model: Record<string, unknown>, key: string): QuestionReport | undefined {
  const field = fields(form).find((f) => f.key === key);
  const info = form.keys.get(key);
  if (!field || !info) return undefined;
  const node = field.node as { kind: string; label?: string; text?: string };
  return {
    key,
    page: info.page,
    kind: node.kind,
    label: node.label ?? node.text ?? "",
    shownWhen: field.place.conditions.map(describeCondition),
    clears: [...new Set(fields(form).filter((f) => dependsOn(f, key)).map((f) => f.key))],
    messages: modelMessages(model, key),
  };
}
