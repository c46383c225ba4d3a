import { type Form, type Scope, instanceScope, rootScope } from "../../engine/index.ts";
import { repeatGroupsOf } from "../../engine/model/fields.ts";
import { checkCondition, known, unknownKey } from "./conditions.ts";
import type { LoadedSchema } from "./load.ts";
import type { Finding } from "./problem.ts";
import { didYouMean } from "./suggest.ts";

/**
 * The rules of schema/rules.json that tie several questions: each has its own id, names an existing
 * repeat group, and requires and reads keys some question writes. With `group` the keys are relative
 * to the group (its first instance stands for all, as every instance has the same keys).
 */
export function checkCrossRules(schema: LoadedSchema, form: Form): Finding[] {
  const file = schema.rules.path;
  const groups = repeatGroupsOf(form);
  const findings: Finding[] = [];
  const firstWithId = new Map<string, number>();
  form.definition.rules.rules.forEach((rule, i) => {
    const at = `/rules/${i}`;
    const earlier = firstWithId.get(rule.id);
    if (earlier === undefined) firstWithId.set(rule.id, i);
    else findings.push({ file, pointer: `${at}/id`, message: `rule id "${rule.id}" is already the id of /rules/${earlier}; each rule needs its own id` });
    let scope: Scope = rootScope;
    if (rule.group !== undefined) {
      const group = groups.get(rule.group);
      if (!group) {
        findings.push({ file, pointer: `${at}/group`, message: `no repeat group is called "${rule.group}"${didYouMean(rule.group, groups.keys())}` });
        return;
      }
      scope = instanceScope(group, 1);
    }
    if (!known(rule.require, scope, form)) findings.push({ file, pointer: `${at}/require`, message: unknownKey(rule.require, scope, form) });
    findings.push(...checkCondition(rule.when, scope, form, { file, pointer: `${at}/when` }));
  });
  return findings;
}
