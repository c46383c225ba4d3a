/**
 * Every place the form hides answers, read from the compiled form instead of listed by hand:
 * conditional blocks, each group of a conditionalGroups node and conditional selects, repeat
 * instances included. A condition added to a page is tested without touching the tests.
 */
import {
  type AnswerValue,
  type Answers,
  type Condition,
  type Form,
  type Node,
  type Scope,
  conditionalSelectShown,
  conditionalSource,
  evaluate,
  forEachNode,
  optionsFor,
  ownKeys,
  reader,
  resolveKey,
  rootScope,
  shownGroup,
} from "../../../engine/index.ts";

/** A block's condition: the answers it reads and whether given answers make it show the block. */
export interface Requirement {
  reads: string[];
  holds(answers: Answers): boolean;
}

export interface HidingBlock {
  /** Page, JSON pointer and repeat instance: how a failure names the block. */
  name: string;
  own: Requirement;
  /** The conditions of the blocks around it, outermost first: they too must hold for it to show. */
  around: Requirement[];
  /** Every key the block holds, `_desc` companions and alsoClears included. */
  keys: string[];
}

const valueKeys = (c: Condition): string[] =>
  "all" in c ? c.all.flatMap(valueKeys) : "any" in c ? c.any.flatMap(valueKeys) : "not" in c ? valueKeys(c.not) : [c.valueKey];

/** The answers conditions read, resolved where they stand. */
const readBy = (conditions: Condition[], scope: Scope): string[] => [...new Set(conditions.flatMap(valueKeys).map((k) => resolveKey(scope, k)))];

/** The keys a block holds: those its nodes write (repeat instances expanded), then its alsoClears. */
function keysIn(nodes: readonly Node[], scope: Scope, alsoClears: readonly string[] = []): string[] {
  const keys: string[] = [];
  forEachNode(nodes, (node, s) => keys.push(...ownKeys(node).map((k) => resolveKey(s, k))), scope);
  return [...keys, ...alsoClears.map((k) => resolveKey(scope, k))];
}

/** Whether a node in `inner` can stand inside a block in `outer`: the same repeat instance, or a block outside any. */
const sameInstance = (outer: Scope, inner: Scope): boolean =>
  !outer.group || (inner.group?.id === outer.group.id && inner.group.n === outer.group.n);

export function hidingBlocks(form: Form): HidingBlock[] {
  const blocks: HidingBlock[] = [];
  // Blocks with children, by the pointer prefix of those children, to find what surrounds a node.
  const containers: { within: string; scope: Scope; own: Requirement }[] = [];
  for (const page of form.pages) {
    forEachNode(
      page.children,
      (node, scope, pointer) => {
        const around = containers.filter((c) => pointer.startsWith(c.within) && sameInstance(c.scope, scope)).map((c) => c.own);
        const name = `${page.id} ${pointer}${scope.group ? ` (${scope.group.id} ${scope.group.n})` : ""}`;
        const add = (suffix: string, own: Requirement, keys: string[], within?: string): void => {
          blocks.push({ name: name + suffix, own, around, keys });
          if (within) containers.push({ within, scope, own });
        };
        if (node.kind === "conditional") {
          const own = { reads: readBy([node.when], scope), holds: (a: Answers) => evaluate(node.when, reader(a, scope)) };
          add("", own, keysIn(node.children, scope, node.alsoClears), `${pointer}/children/`);
        } else if (node.kind === "conditionalGroups") {
          const reads = readBy(node.groups.map((g) => g.when), scope);
          node.groups.forEach((g, i) => {
            const own = { reads, holds: (a: Answers) => shownGroup(node.groups, reader(a, scope)) === i };
            add(` group ${i}`, own, keysIn(g.children, scope, g.alsoClears), `${pointer}/groups/${i}/children/`);
          });
        } else if (node.kind === "conditionalSelect") {
          const own = { reads: [resolveKey(scope, node.controller)], holds: (a: Answers) => conditionalSelectShown(form, node, a, scope) };
          add(` ${resolveKey(scope, node.key)}`, own, keysIn([node], scope));
        }
      },
      rootScope,
      "/children",
    );
  }
  return blocks;
}

/** The day the suites' server clock starts on, which the complete-application fixture is valid on. */
export const fixtureToday = "2026-11-21";

/** Values a key can be saved with, the one to fill it with first: an option, true, or text; empty last. */
export function valuesFor(form: Form, key: string, answers: Answers): AnswerValue[] {
  const info = form.keys.get(key);
  if (!info) throw new Error(`${key} is asked on no page`);
  const node = info.node;
  const year = Number(fixtureToday.slice(0, 4));
  switch (node.kind) {
    case "select":
    case "radio":
      return [...optionsFor(node.options, form.lists, year).map((o) => o.value), ""];
    case "conditionalSelect": {
      const source = conditionalSource(node, answers, info.scope);
      return [...(source ? optionsFor(source, form.lists, year).map((o) => o.value) : []), ""];
    }
    case "checkbox":
    case "checkboxGroup":
      return [true, false];
    case "content":
      // An alert's anchor: no value can be stored under it.
      return [""];
    case "fileUpload":
      throw new Error(`${key} is a document question: only a converted file answers it`);
    case "date":
      return [fixtureToday, ""];
    default:
      return ["x", ""];
  }
}

/** The answer to save so that `requirement` holds (or fails) over `answers`; an error naming the block when none does. */
export function answerThat(form: Form, block: HidingBlock, requirement: Requirement, holds: boolean, answers: Answers): Answers {
  const [key, ...more] = requirement.reads;
  if (!key || more.length) throw new Error(`${block.name}: its condition reads ${requirement.reads.join(", ") || "nothing"}, not one answer to drive`);
  const value = valuesFor(form, key, answers).find((v) => requirement.holds({ ...answers, [key]: v }) === holds);
  if (value === undefined) throw new Error(`${block.name}: no value of ${key} ${holds ? "shows" : "hides"} it`);
  return { [key]: value };
}

/** Answers that show the block, with a value for every key inside it the student can answer. */
export function filling(form: Form, block: HidingBlock): Answers {
  let answers: Answers = {};
  for (const requirement of [...block.around, block.own]) answers = { ...answers, ...answerThat(form, block, requirement, true, answers) };
  for (const key of block.keys) {
    if (form.keys.get(key)?.companionOf) continue; // the server writes companions
    const [value] = valuesFor(form, key, answers);
    if (value !== undefined && value !== "") answers = { ...answers, [key]: value };
  }
  return answers;
}
