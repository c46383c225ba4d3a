import { type ReadAnswer, evaluate } from "../conditions/evaluate.ts";
import type { Form } from "../form/compileForm.ts";
import { childLists, ownKeys } from "../form/nodes.ts";
import { type Scope, resolveKey, rootScope } from "../form/scope.ts";
import { instanceScope } from "../form/walk.ts";
import type { AnswerValue, Answers, ConditionalSelectQuestion, Node, OptionSource } from "../types.ts";

/** A reader of answers for conditions written in `scope`. */
export const reader = (answers: Answers, scope: Scope): ReadAnswer => (valueKey) => answers[resolveKey(scope, valueKey)];

/** The options a conditional select offers for its controller's current answer, if any. */
export function conditionalSource(q: ConditionalSelectQuestion, answers: Answers, scope: Scope): OptionSource | undefined {
  const controller = answers[resolveKey(scope, q.controller)];
  return controller === undefined || controller === "" ? undefined : q.optionsByValue[String(controller)];
}

/** Whether a conditional select is shown: its controller's answer has a non-empty list. */
export function conditionalSelectShown(form: Form, q: ConditionalSelectQuestion, answers: Answers, scope: Scope): boolean {
  const source = conditionalSource(q, answers, scope);
  if (source === undefined) return false;
  return typeof source !== "string" || (form.lists.get(source)?.length ?? 0) > 0;
}

/** Index of the group a conditionalGroups node shows: the first whose condition holds, or -1. */
export function shownGroup(groups: readonly { when: Parameters<typeof evaluate>[0] }[], read: ReadAnswer): number {
  return groups.findIndex((g) => evaluate(g.when, read));
}

/** Each form's last hidden keys, with every answer that computing them read, as it was. */
const lastHidden = new WeakMap<Form, { readonly reads: ReadonlyMap<string, AnswerValue | undefined>; readonly hidden: ReadonlySet<string> }>();

/**
 * The keys that conditions hide right now (see computeHidden). They depend on the answers only
 * through what the conditions read, and the same answers read give the same path through the
 * form and the same result: so when none of the answers the last computation read has changed
 * (a student typing a name no condition looks at), that result stands without walking the whole
 * form again on every keystroke.
 */
export function hiddenKeys(form: Form, answers: Answers): ReadonlySet<string> {
  const last = lastHidden.get(form);
  if (last && [...last.reads].every(([key, value]) => answers[key] === value)) return last.hidden;
  const reads = new Map<string, AnswerValue | undefined>();
  const recorded = new Proxy(answers, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key === "string") reads.set(key, value as AnswerValue | undefined);
      return value;
    },
  });
  const hidden = computeHidden(form, recorded);
  lastHidden.set(form, { reads, hidden });
  return hidden;
}

/**
 * The keys that conditions hide right now: written only inside hidden blocks (conditional
 * blocks whose condition fails, groups other than the first true one, conditional selects
 * with no options) and in no shown place, plus the alsoClears keys of hidden blocks. Repeat groups count to their maximum; tabs and
 * reveal toggles hide nothing here (a tab switch clears its own answers).
 */
function computeHidden(form: Form, answers: Answers): Set<string> {
  const shown = new Set<string>();
  const hidden = new Set<string>();
  // alsoClears names keys asked elsewhere on purpose: they are cleared even though they are shown.
  const forced = new Set<string>();
  const mark = (keys: readonly string[], scope: Scope, visible: boolean): void => {
    for (const k of keys) (visible ? shown : hidden).add(resolveKey(scope, k));
  };

  const visitList = (nodes: readonly Node[], scope: Scope, visible: boolean): void => {
    for (const node of nodes) visitNode(node, scope, visible);
  };
  const visitNode = (node: Node, scope: Scope, visible: boolean): void => {
    const read = reader(answers, scope);
    const self = visible && (node.kind !== "conditionalSelect" || conditionalSelectShown(form, node, answers, scope));
    mark(ownKeys(node), scope, self);
    switch (node.kind) {
      case "conditional": {
        const holds = evaluate(node.when, read);
        visitList(node.children, scope, self && holds);
        if (!(self && holds)) for (const k of node.alsoClears ?? []) forced.add(resolveKey(scope, k));
        return;
      }
      case "conditionalGroups": {
        const first = shownGroup(node.groups, read);
        node.groups.forEach((g, i) => {
          visitList(g.children, scope, self && i === first);
          if (!(self && i === first)) for (const k of g.alsoClears ?? []) forced.add(resolveKey(scope, k));
        });
        return;
      }
      case "repeat":
        for (let n = 1; n <= node.max; n++) visitList(node.children, instanceScope(node, n), self);
        return;
      default:
        for (const list of childLists(node)) visitList(list.nodes, scope, self);
    }
  };

  for (const page of form.pages) visitList(page.children, rootScope, true);
  for (const k of shown) hidden.delete(k);
  for (const k of forced) hidden.add(k);
  return hidden;
}
