import type { Form } from "../form/compileForm.ts";
import { formFieldRules } from "../model/fieldRules.ts";
import { labelFor } from "../options/optionsFor.ts";
import type { AnswerValue } from "../types.ts";
import type { CarriedAnswers } from "./carryOver.ts";

/**
 * What a student whose draft moved to a later version of the form is told (issue 39), as keys and
 * values (the texts are found in the student's language when the page shows them): each answer of
 * theirs that the form now asks again (an option no longer offered, a question of another kind),
 * and each required question the form now asks that the version they answered on did not.
 */
export interface DraftChanges {
  /**
   * Answers set aside whose question the form still asks, with the value the student had given
   * and, once the server has added it, how the version they gave it on named it, by locale.
   */
  askedAgain: { key: string; value: AnswerValue; given?: Readonly<Record<string, string>> }[];
  /** Required questions new since the version the draft was on. */
  newRequired: string[];
}

export function draftChanges(before: Form, after: Form, carried: CarriedAnswers): DraftChanges {
  const askedAgain = Object.entries(carried.setAside)
    .filter(([key, { reason }]) => reason !== "notAsked" && !after.keys.get(key)?.companionOf)
    .map(([key, { value }]) => ({ key, value }));
  const newRequired = [...formFieldRules(after).required].filter((key) => !before.keys.has(key));
  return { askedAgain, newRequired };
}

/** Changes told before and changes of a later move, each key once (the later value told). */
export function mergeDraftChanges(earlier: DraftChanges | null, later: DraftChanges): DraftChanges {
  if (!earlier) return later;
  const again = new Map([...earlier.askedAgain, ...later.askedAgain].map((item) => [item.key, item]));
  return { askedAgain: [...again.values()], newRequired: [...new Set([...earlier.newRequired, ...later.newRequired])] };
}

/**
 * How `form` names a value given for `key`: a choice's option label (a state is looked up in every
 * country's list), else the value as given.
 */
export function givenAnswerText(form: Form, key: string, value: AnswerValue): string {
  const node = form.keys.get(key)?.node;
  const given = String(value);
  const sources = !node ? [] : "options" in node ? [node.options] : "optionsByValue" in node ? Object.values(node.optionsByValue) : [];
  for (const source of sources) {
    const label = labelFor(source, form.lists, given);
    if (label) return label;
  }
  return given;
}
