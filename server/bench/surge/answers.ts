/**
 * What each simulated applicant sends, derived from the complete-application fixture and the
 * compiled form (the same one the server enforces), so the bench follows the schema as it changes:
 * the answers of each page, the tabs and repeat counts those answers need, and the document
 * questions the server itself marks ANSWERED once a conversion completes.
 */
import { type AnswerValue, tabKeys } from "../../../engine/index.ts";
import { completeApplication as complete } from "../../../tests/support/completeApplication.ts";
import { documentKeys } from "../../documents/questions.ts";
import { form, repeatGroups, tabGroups } from "../../form.ts";

export const completeAnswers: Readonly<Record<string, AnswerValue>> = complete;

const answered = (key: string): boolean => {
  const value = completeAnswers[key];
  return value !== undefined && value !== "" && value !== false;
};

export interface PagePlan {
  /** The page's route, as PUT /api/last-page takes it. */
  route: string;
  /** The page's answers, in the order of the fixture; documents excluded (the server sets them). */
  answers: [string, AnswerValue][];
  /** Tab choices the answers sit in, other than a group's first tab. */
  tabs: { tab_id: string; chosen_tab: string }[];
  /** Repeat groups the answers fill beyond their first instance. */
  addAnother: { button_id: string; num_components: number }[];
  /** Document questions of this page that the fixture has answered: one upload each. */
  documents: string[];
}

function pageOf(key: string): string {
  const info = form.keys.get(key);
  if (!info) throw new Error(`the complete-application fixture has "${key}", which no page asks`);
  return info.page;
}

/** The three pages in step order, each with what a student sends on it. */
export function pagePlans(): PagePlan[] {
  return form.pages.map((page) => {
    const keys = Object.keys(completeAnswers).filter((key) => pageOf(key) === page.id);
    const tabs = [...tabGroups].flatMap(([tab_id, { node, scope }]) => {
      // The tab holding answers is the one the student chose; the first is chosen without asking.
      const chosen = node.tabs.find((tab) => tabKeys(node, scope, tab.id).some(answered));
      if (!chosen || chosen === node.tabs[0]) return [];
      return tabKeys(node, scope, chosen.id).some((key) => answered(key) && pageOf(key) === page.id) ? [{ tab_id, chosen_tab: chosen.id }] : [];
    });
    const instances = new Map<string, number>();
    for (const key of keys) {
      const group = form.keys.get(key)?.scope.group;
      if (group && answered(key)) instances.set(group.id, Math.max(instances.get(group.id) ?? 1, group.n));
    }
    return {
      route: `/${page.id}`,
      answers: keys.filter((key) => !documentKeys.has(key)).map((key) => [key, completeAnswers[key] ?? ""]),
      tabs,
      addAnother: [...instances].filter(([id, n]) => n > 1 && repeatGroups.has(id)).map(([button_id, num_components]) => ({ button_id, num_components })),
      documents: keys.filter((key) => documentKeys.has(key) && answered(key)),
    };
  });
}

/**
 * Save `n` of `saves` on a page: a growing share of the page's answers, the way a student fills a
 * page over several saves; the last one sends them all.
 */
export function saveBody(plan: PagePlan, n: number, saves: number): Record<string, AnswerValue> {
  return Object.fromEntries(plan.answers.slice(0, Math.ceil((plan.answers.length * n) / saves)));
}
