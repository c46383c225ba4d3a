import { type Form, type Node, type Scope, instanceScope, ownKeys, resolveKey, rootScope } from "../../engine/index.ts";
import { repeatGroupsOf } from "../../engine/model/fields.ts";
import { type Place, inTabs } from "./places.ts";
import type { Finding } from "./problem.ts";

/** Keys a rule of schema/rules.json requires without a message of its own: it shows the question's `messages.required`. */
function requiredByRules(form: Form): Set<string> {
  const groups = repeatGroupsOf(form);
  const keys = new Set<string>();
  for (const rule of form.definition.rules.rules) {
    if (rule.message !== undefined) continue;
    const group = rule.group === undefined ? undefined : groups.get(rule.group);
    const scopes: Scope[] = group ? Array.from({ length: group.max }, (_, i) => instanceScope(group, i + 1)) : [rootScope];
    for (const scope of scopes) keys.add(resolveKey(scope, rule.require));
  }
  return keys;
}

/** Why a question never shows one of its messages, if it does not: the rule the message words is not one it has. */
function unused(name: string, node: Node, required: boolean): string | undefined {
  const record = node as unknown as Record<string, unknown>;
  switch (name) {
    case "required":
      return required ? undefined : `this question is not required, and no rule of schema/rules.json requires it without a message of its own`;
    case "invalid":
      if (node.kind === "text") return record.pattern === undefined ? `this text question has no "pattern"` : undefined;
      return node.kind === "textarea" ? "a text area has no format to check" : undefined;
    case "maxLength":
      return node.kind === "text" || node.kind === "textarea" ? undefined : `a ${node.kind} question has no "maxLength"`;
    default:
      return record[name] === undefined ? `this ${node.kind} question has no "${name}"` : undefined;
  }
}

/**
 * The rules a question states about itself: `required` inside tabs cannot be enforced (which tab the
 * student chose is not an answer, so the data model cannot tell whether the question is shown),
 * and a message given for a rule the question does not have is never shown.
 */
export function checkQuestionRules(all: readonly Place[], form: Form): Finding[] {
  const findings: Finding[] = [];
  const byRules = requiredByRules(form);
  for (const place of all) {
    const { node, file, pointer } = place;
    if (place.composite) continue;
    const record = node as unknown as Record<string, unknown>;
    if (inTabs(place) && record.required === true) {
      findings.push({
        file,
        pointer: `${pointer}/required`,
        message: `"required" cannot be enforced inside tabs: which tab the student chose is not an answer, so the data model cannot require this question only while its tab is shown`,
      });
    }
    const required = record.required === true || ownKeys(node).some((k) => byRules.has(resolveKey(place.scope, k)));
    for (const name of Object.keys((record.messages as object | undefined) ?? {})) {
      const why = unused(name, node, required);
      if (why) findings.push({ file, pointer: `${pointer}/messages/${name}`, name: true, message: `messages.${name} is never shown: ${why}` });
    }
  }
  return findings;
}
