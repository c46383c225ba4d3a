import type { Form } from "../form/compileForm.ts";
import { resolveKey } from "../form/scope.ts";
import { instanceScope } from "../form/walk.ts";
import type { FieldRules } from "../types.ts";
import { isCompanion, isRequired, modelFields, repeatGroupsOf } from "./fields.ts";
import { maxLengthOf } from "./kindRules.ts";

/**
 * The limits and required marks of the application's inputs, from the same question rules the
 * data model is generated from: the input's maxlength (and a text area's counter) and
 * aria-required on a required question (in every instance of a repeat group), and on a question
 * a cross-field rule requires whenever a required question is answered.
 */
export function formFieldRules(form: Form): FieldRules {
  const maxLength = new Map<string, number>();
  const required = new Set<string>();
  for (const field of modelFields(form)) {
    if (isCompanion(field)) continue;
    const limit = maxLengthOf(field.node, field.relative);
    if (limit !== undefined && !maxLength.has(field.key)) maxLength.set(field.key, limit);
    if (isRequired(field)) required.add(field.key);
  }
  for (const key of requiredThroughRules(form, required)) required.add(key);
  return { maxLength, required };
}

/**
 * Keys that a rule of rules.json requires once a required question is answered (a month's year):
 * whenever that question is shown it must be answered, so its partner must be too, and a student
 * shown a mark on the month and none on its year was told the year could stay empty.
 */
function requiredThroughRules(form: Form, required: ReadonlySet<string>): string[] {
  const groups = repeatGroupsOf(form);
  const out: string[] = [];
  for (const rule of form.definition.rules.rules) {
    const { when } = rule;
    if (!("operator" in when) || when.operator !== "answered" || !("valueKey" in when)) continue;
    const group = rule.group === undefined ? undefined : groups.get(rule.group);
    const scopes = group ? Array.from({ length: group.max }, (_, i) => instanceScope(group, i + 1)) : [{}];
    for (const scope of scopes) if (required.has(resolveKey(scope, when.valueKey))) out.push(resolveKey(scope, rule.require));
  }
  return out;
}
