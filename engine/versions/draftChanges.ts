import type { Form } from "../form/compileForm.ts";
import { formFieldRules } from "../model/fieldRules.ts";
import { labelFor } from "../options/optionsFor.ts";
import { hiddenKeys } from "../answers/visibility.ts";
import type { AnswerValue, Answers } from "../types.ts";
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
  // A repeat group's new question is told once, by its first entry's key.
  const newRequired = [...formFieldRules(after).required].filter((key) => !before.keys.has(key) && (after.keys.get(key)?.scope.group?.n ?? 1) === 1);
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

/** One thing a student whose draft moved must still do: answer a question again, or anew. */
export interface PendingChange {
  readonly key: string;
  readonly page: string;
  /** /{page}#{key}, as the validation summary links a question. */
  readonly href: string;
  /** For a question asked again: how the student's earlier answer read, in the page's language if the version had it. */
  readonly given?: string;
}

/**
 * What of `changes` is still to do in `answers`: the questions not answered yet and shown (a
 * question the student's answers hide asks nothing of them), in form order.
 */
export function pendingChanges(form: Form, changes: DraftChanges, answers: Answers): PendingChange[] {
  const hidden = hiddenKeys(form, answers);
  const open = (key: string): boolean => form.keys.has(key) && !hidden.has(key) && (answers[key] ?? "") === "";
  const given = new Map(changes.askedAgain.map((item) => [item.key, item.given?.[form.locale] ?? Object.values(item.given ?? {})[0] ?? String(item.value)]));
  const keys = [...new Set([...changes.askedAgain.map((item) => item.key), ...changes.newRequired])].filter(open);
  const order = [...form.keys.keys()];
  return keys
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((key) => {
      const page = form.keys.get(key)?.page ?? "";
      const was = given.get(key);
      return { key, page, href: `/${page}#${key}`, ...(was === undefined ? {} : { given: was }) };
    });
}
