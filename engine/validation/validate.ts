import type { Form } from "../form/compileForm.ts";
import type { AccountFormName, AnswerValue, Answers, Clock, CompiledValidator, FieldErrors } from "../types.ts";
import { errorMap } from "./errorMap.ts";

/** Drops empty answers, so that `required` in the schema means "answered". */
export function withoutEmpty(answers: Readonly<Record<string, AnswerValue | null | undefined>>): Record<string, AnswerValue> {
  const out: Record<string, AnswerValue> = {};
  for (const [k, v] of Object.entries(answers)) if (v !== "" && v !== null && v !== undefined) out[k] = v;
  return out;
}

function run(validator: CompiledValidator, data: unknown, clock: Clock, vars: Readonly<Record<string, string>>): FieldErrors {
  return validator.call(clock, data) ? {} : errorMap(validator.errors, vars);
}

/** Every answer checked against the answer rules: messages per key (empty when valid). */
export function validateAnswers(form: Form, answers: Answers, clock: Clock): FieldErrors {
  return run(form.definition.validators.answers, withoutEmpty(answers), clock, form.vars);
}

/** The errors of one page: the keys that page asks. */
export function validatePage(form: Form, pageId: string, answers: Answers, clock: Clock): FieldErrors {
  const all = validateAnswers(form, answers, clock);
  return Object.fromEntries(Object.entries(all).filter(([key]) => form.keys.get(key)?.page === pageId));
}

/** What is wrong with a file a student chose (type, name length, empty, too large), by "name" and "size". */
export function validateDocument(form: Form, file: { name: string; size: number }, clock: Clock): FieldErrors {
  return run(form.definition.validators.document, file, clock, form.vars);
}

/** An account form (login, sign-up, reset, confirm, resend, forgot) checked against its schema. */
export function validateAccountForm(form: Form, name: AccountFormName, values: Readonly<Record<string, string>>, clock: Clock): FieldErrors {
  return run(form.definition.validators.forms[name], withoutEmpty(values), clock, form.vars);
}
