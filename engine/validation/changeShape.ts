import type { Form } from "../form/compileForm.ts";
import { resolveKey } from "../form/scope.ts";
import { emptyRecord } from "../records.ts";
import type { AnswerValue, Clock, FieldErrors } from "../types.ts";
import { answerShapeErrors } from "./shape.ts";

/**
 * The shape errors (shape.ts) of changed answers that only the other answers can show: a
 * conditional select may take the values of its controller's list (a state among the chosen
 * country's). Every other key's shape is its own value's, which a caller checks as sent, so
 * only these keys are validated, beside their controllers: checking one changed key costs what
 * it depends on, not the whole stored application, and a change of none validates nothing.
 */
export function changeShapeErrors(form: Form, answers: Readonly<Record<string, AnswerValue>>, clock: Clock, changed: Iterable<string>): FieldErrors {
  const context = emptyRecord<AnswerValue>();
  const checked: string[] = [];
  for (const key of changed) {
    const info = form.keys.get(key);
    if (!info || info.companionOf || info.node.kind !== "conditionalSelect") continue;
    checked.push(key);
    for (const needed of [key, resolveKey(info.scope, info.node.controller)]) {
      const value = answers[needed];
      if (Object.hasOwn(answers, needed) && value !== undefined) context[needed] = value;
    }
  }
  return checked.length ? answerShapeErrors(form, context, clock, checked) : {};
}
