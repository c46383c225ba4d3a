import { type ReadAnswer, evaluate } from "../conditions/evaluate.ts";
import type { Form } from "../form/compileForm.ts";
import { childLists, ownKeys } from "../form/nodes.ts";
import { type Scope, resolveKey, rootScope } from "../form/scope.ts";
import { instanceScope } from "../form/walk.ts";
import { own } from "../records.ts";
import type { AnswerValue, Answers, ConditionalSelectQuestion, Node, OptionSource } from "../types.ts";

/** A reader of answers for conditions written in `scope`. */
export const reader = (answers: Answers, scope: Scope): ReadAnswer => (valueKey) => answers[resolveKey(scope, valueKey)];

/** The options a conditional select offers for its controller's current answer, if any. */
export function conditionalSource(q: ConditionalSelectQuestion, answers: Answers, scope: Scope): OptionSource | undefined {
  const controller = answers[resolveKey(scope, q.controller)];
  // The controller's value is the student's: an answer "constructor" must not find a member of the object.
  return controller === undefined || controller === "" ? undefined : own(q.optionsByValue, String(controller));
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
 * form again on every keystroke. The first call for a form also builds its plan; a page asks once
 * while the browser is idle, so that neither a first keystroke nor a first choice pays for it.
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

/** A node where it stands in the form: its keys resolved for its scope, its conditions bound to it. */
interface Placed {
  /** The keys the node writes, resolved (an instance's keys for a node inside a repeat group). */
  readonly keys: readonly string[];
  /** Whether the node itself shows (a conditional select with options); absent: it shows with its parent. */
  readonly shows?: (answers: Answers) => boolean;
  /** The one branch open (-1: none), for a node whose condition picks; absent: every branch is open. */
  readonly pick?: (answers: Answers) => number;
  readonly branches: readonly Branch[];
}

/** One list of child nodes, with the keys cleared while it is closed (its alsoClears, resolved). */
interface Branch {
  readonly clears: readonly string[];
  readonly nodes: readonly Placed[];
}

/**
 * The form as computeHidden walks it, built once per form: every node with its keys resolved for
 * its repeat instance and its condition bound to its scope. Walking the schema itself resolved
 * every key and built every instance's scope again at each change of an answer a condition reads,
 * which was most of the time a student's choice of Yes took before its block could show.
 */
const plans = new WeakMap<Form, readonly Placed[]>();

function planOf(form: Form): readonly Placed[] {
  const known = plans.get(form);
  if (known) return known;
  const resolved = (keys: readonly string[] | undefined, scope: Scope): string[] => (keys ?? []).map((k) => resolveKey(scope, k));
  const placeAll = (nodes: readonly Node[], scope: Scope): Placed[] => nodes.map((node) => place(node, scope));
  const place = (node: Node, scope: Scope): Placed => {
    const keys = resolved(ownKeys(node), scope);
    switch (node.kind) {
      case "conditional":
        return {
          keys,
          pick: (answers) => (evaluate(node.when, reader(answers, scope)) ? 0 : -1),
          branches: [{ clears: resolved(node.alsoClears, scope), nodes: placeAll(node.children, scope) }],
        };
      case "conditionalGroups":
        return {
          keys,
          pick: (answers) => shownGroup(node.groups, reader(answers, scope)),
          branches: node.groups.map((g) => ({ clears: resolved(g.alsoClears, scope), nodes: placeAll(g.children, scope) })),
        };
      case "repeat":
        return {
          keys,
          branches: Array.from({ length: node.max }, (_, i) => ({ clears: [], nodes: placeAll(node.children, instanceScope(node, i + 1)) })),
        };
      case "conditionalSelect":
        return { keys, shows: (answers) => conditionalSelectShown(form, node, answers, scope), branches: [] };
      default:
        return { keys, branches: childLists(node).map((list) => ({ clears: [], nodes: placeAll(list.nodes, scope) })) };
    }
  };
  const plan = form.pages.flatMap((page) => placeAll(page.children, rootScope));
  plans.set(form, plan);
  return plan;
}

/**
 * The keys that conditions hide right now: written only inside hidden blocks (conditional
 * blocks whose condition fails, groups other than the first true one, conditional selects
 * with no options) and in no shown place, plus the alsoClears keys of hidden blocks. Repeat groups count to their maximum; tabs and
 * reveal toggles hide nothing here (a tab switch clears its own answers). A condition inside a
 * hidden block is not evaluated: nothing below a hidden block shows, whatever it says.
 */
function computeHidden(form: Form, answers: Answers): Set<string> {
  const shown = new Set<string>();
  const hidden = new Set<string>();
  // alsoClears names keys asked elsewhere on purpose: they are cleared even though they are shown.
  const forced = new Set<string>();
  const visit = (node: Placed, visible: boolean): void => {
    const self = visible && (node.shows?.(answers) ?? true);
    for (const k of node.keys) (self ? shown : hidden).add(k);
    const picked = self && node.pick ? node.pick(answers) : -1;
    node.branches.forEach((branch, i) => {
      const open = self && (node.pick === undefined || i === picked);
      if (!open) for (const k of branch.clears) forced.add(k);
      for (const child of branch.nodes) visit(child, open);
    });
  };
  for (const node of planOf(form)) visit(node, true);
  for (const k of shown) hidden.delete(k);
  for (const k of forced) hidden.add(k);
  return hidden;
}
