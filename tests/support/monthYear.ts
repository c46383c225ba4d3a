import { type Form, type Node, type SelectQuestion, forEachNode, resolveKey } from "../../engine/index.ts";

/** A month/year question: its month key and year key (a repeat instance's resolved), and the selects that write them. */
export interface MonthYearQuestion {
  readonly month: string;
  readonly year: string;
  readonly monthNode: SelectQuestion;
  readonly yearNode: SelectQuestion;
}

const isSelect = (node: Node): node is SelectQuestion => node.kind === "select";
const offersYears = (node: SelectQuestion): boolean => typeof node.options === "object" && !Array.isArray(node.options);

/**
 * The schema's month/year questions (spec section 3): a group holding a select of a span of years
 * and a select of a named list, the month, found by their shape so an author's new one is found too.
 */
export function monthYearQuestions(form: Form): MonthYearQuestion[] {
  const out: MonthYearQuestion[] = [];
  for (const page of form.pages) {
    forEachNode(page.children, (node, scope) => {
      if (node.kind !== "group") return;
      const selects = node.children.filter(isSelect);
      const yearNode = selects.find(offersYears);
      const monthNode = selects.find((s) => typeof s.options === "string");
      if (yearNode && monthNode) out.push({ month: resolveKey(scope, monthNode.key), year: resolveKey(scope, yearNode.key), monthNode, yearNode });
    });
  }
  return out;
}
