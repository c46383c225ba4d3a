/**
 * What makes every part of a page drawn, read from the form definition: answer sets that between
 * them meet the condition of every conditional question and of every conditional group, the
 * repeat groups to fill to their maximum, and the tabs to open in turn. A condition this cannot
 * answer fails loudly, so a new kind of condition in the schema asks for this to learn it.
 */
import { type AnswerValue, type Answers, type Condition, type Form, type Node, type Page, type Scope, forEachNode, optionsFor, resolveId, resolveKey } from "../../../engine/index.ts";

type Value = string | number | boolean;

/** What a condition asks of one answer. */
interface Wish {
  equals?: Value;
  not: Set<string>;
  answered?: boolean;
}

type Wishes = Map<string, Wish>;

const wishFor = (wishes: Wishes, key: string): Wish => {
  let wish = wishes.get(key);
  if (!wish) wishes.set(key, (wish = { not: new Set() }));
  return wish;
};

/** Adds what makes `condition` (or, negated, its opposite) hold. */
function want(condition: Condition, scope: Scope, wishes: Wishes, negated = false): void {
  if ("all" in condition) {
    if (negated) want(condition.all[0], scope, wishes, true);
    else for (const c of condition.all) want(c, scope, wishes);
    return;
  }
  if ("any" in condition) {
    if (negated) for (const c of condition.any) want(c, scope, wishes, true);
    else want(condition.any[0], scope, wishes);
    return;
  }
  if ("not" in condition) return want(condition.not, scope, wishes, !negated);
  const wish = wishFor(wishes, resolveKey(scope, condition.valueKey));
  const { operator } = condition;
  if (operator === "answered" || operator === "notAnswered") wish.answered = (operator === "answered") !== negated;
  else if (operator === "equals" || operator === "notEquals") {
    if ((operator === "equals") !== negated) wish.equals = condition.target;
    else wish.not.add(String(condition.target));
  } else throw new Error(`showEverything cannot yet answer a condition with "${operator}"`);
}

/** The questions of a form by resolved key, composites expanded and repeat groups at their maximum. */
function questions(form: Form): Map<string, Node> {
  const byKey = new Map<string, Node>();
  for (const page of form.pages) forEachNode(page.children, (node, scope) => "key" in node && node.key && byKey.set(resolveKey(scope, node.key), node));
  return byKey;
}

/** An answer that grants `wish`, or null when nothing can. */
function answerFor(wish: Wish, node: Node | undefined, form: Form, year: number): AnswerValue | null {
  if (wish.equals !== undefined) {
    const value = typeof wish.equals === "boolean" ? wish.equals : String(wish.equals);
    return wish.answered === false || wish.not.has(String(value)) ? null : value;
  }
  if (!wish.answered) return "";
  if (node?.kind === "checkbox") return true;
  if (node?.kind === "select" || node?.kind === "radio") return optionsFor(node.options, form.lists, year).find((o) => !wish.not.has(o.value))?.value ?? null;
  // A text: any words but the one excluded.
  return wish.not.has("an answer") ? "another answer" : "an answer";
}

/** The answers that make `condition` hold, or null when it cannot (its own parts disagree). */
function answersFor(conditions: readonly Condition[], negatedBefore: readonly Condition[], scope: Scope, form: Form, byKey: Map<string, Node>, year: number): Answers | null {
  const wishes: Wishes = new Map();
  for (const c of conditions) want(c, scope, wishes);
  for (const c of negatedBefore) want(c, scope, wishes, true);
  const answers: Record<string, AnswerValue> = {};
  for (const [key, wish] of wishes) {
    const value = answerFor(wish, byKey.get(key), form, year);
    if (value === null) return null;
    answers[key] = value;
  }
  return answers;
}

/** Adds `answers` to the first set it agrees with, or starts a new set. */
function merge(sets: Record<string, AnswerValue>[], answers: Answers): void {
  const fits = sets.find((set) => Object.entries(answers).every(([key, value]) => !(key in set) || set[key] === value));
  if (fits) Object.assign(fits, answers);
  else sets.push({ ...answers });
}

/**
 * Answer sets that between them show every conditional part of the form (a conditional group
 * shows when its condition holds and no earlier group's does; a conditional select when its
 * controller's answer has a list; a school search's address fields once a school is named); an
 * empty answer stands for a question left unanswered.
 */
export function answerSets(form: Form, year: number): Answers[] {
  const byKey = questions(form);
  const sets: Record<string, AnswerValue>[] = [{}];
  for (const page of form.pages) {
    forEachNode(page.children, (node, scope) => {
      const wanted =
        node.kind === "conditional"
          ? [answersFor([node.when], [], scope, form, byKey, year)]
          : node.kind === "conditionalGroups"
            ? node.groups.map((group, i) => answersFor([group.when], node.groups.slice(0, i).map((g) => g.when), scope, form, byKey, year))
            : node.kind === "conditionalSelect"
              ? // Any value of the controller that has a list shows the select (only its options differ).
                [{ [resolveKey(scope, node.controller)]: Object.keys(node.optionsByValue)[0] ?? "" }]
              : node.kind === "schoolSearch"
                ? // A named school shows its address fields.
                  [{ [resolveKey(scope, `${node.prefix}name`)]: "A school" }]
                : [];
      for (const answers of wanted) if (answers) merge(sets, answers);
    });
  }
  return sets;
}

/** Every repeat group with its maximum, as PUT /api/add-another names it. */
export function repeatGroups(form: Form): { id: string; max: number }[] {
  const groups: { id: string; max: number }[] = [];
  for (const page of form.pages) forEachNode(page.children, (node) => node.kind === "repeat" && !groups.some((g) => g.id === node.id) && groups.push({ id: node.id, max: node.max }));
  return groups;
}

/** The tab choices that open every tab of a page in turn (PUT /api/tabs bodies); one empty choice for a page without tabs. */
export function tabChoices(page: Page): { tab_id: string; chosen_tab: string }[][] {
  const groups: { tab_id: string; tabs: string[] }[] = [];
  forEachNode(page.children, (node, scope) => node.kind === "tabs" && groups.push({ tab_id: resolveId(scope, node.id), tabs: node.tabs.map((t) => t.id) }));
  const turns = Math.max(1, ...groups.map((g) => g.tabs.length));
  return Array.from({ length: turns }, (_, turn) => groups.map((g) => ({ tab_id: g.tab_id, chosen_tab: g.tabs[Math.min(turn, g.tabs.length - 1)]! })));
}
