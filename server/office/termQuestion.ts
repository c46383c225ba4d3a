/**
 * The entry term the office's list filters by: the select question schema/partner.json names in
 * officeTermQuestion (schema:check refuses a key that is not a select outside any repeat group),
 * with its options, codes and labels, in form order.
 */
import { type Form, optionsFor } from "../../engine/index.ts";

export interface Term {
  code: string;
  label: string;
}

/** Why `key` cannot be the term question of `form`, or null when it can. */
export function termQuestionProblem(form: Form, key: string): string | null {
  const info = form.keys.get(key);
  if (!info || info.companionOf) return `officeTermQuestion "${key}" is not a question of the form`;
  if (info.scope.group) return `officeTermQuestion "${key}" is inside a repeat group; the term must be asked once`;
  if (info.node.kind !== "select") return `officeTermQuestion "${key}" is a ${info.node.kind} question; it must be a select`;
  return null;
}

/** The term question's key and its options; no options when the key names no such question. */
export function termsOf(form: Form, key: string, currentYear: number): { key: string; terms: Term[] } {
  const info = form.keys.get(key);
  if (!info || termQuestionProblem(form, key) || !("options" in info.node)) return { key, terms: [] };
  return { key, terms: optionsFor(info.node.options, form.lists, currentYear).map((o) => ({ code: o.value, label: o.label })) };
}
