import type { Form } from "../form/compileForm.ts";
import type { AccountFormName, AnswerValue, Answers, Clock, CompiledValidator, FieldErrors } from "../types.ts";
import { emptyRecord, recordOf } from "../records.ts";
import { type Wording, errorMap } from "./errorMap.ts";

/** Drops empty answers, so that `required` in the schema means "answered". */
export function withoutEmpty(answers: Readonly<Record<string, AnswerValue | null | undefined>>): Record<string, AnswerValue> {
  const out = emptyRecord<AnswerValue>();
  for (const [k, v] of Object.entries(answers)) if (v !== "" && v !== null && v !== undefined) out[k] = v;
  return out;
}

function run(validator: CompiledValidator, data: unknown, clock: Clock, wording: Wording): FieldErrors {
  return validator.call(clock, data) ? {} : errorMap(validator.errors, wording);
}

/** A validator the form must carry for the check asked of it (FormValidators). */
export function carried(validator: CompiledValidator | undefined, what: string): CompiledValidator {
  if (!validator) throw new Error(`this form carries no validator of ${what}`);
  return validator;
}

/**
 * How the answers' validator's errors are worded for a form: in its locale, through the table the
 * definition carries (messageTable.ts). A form compiled for a locale whose table it lacks would
 * answer in the default locale's words, so it is refused.
 */
export function answerWording(form: Form): Wording {
  if (!form.answerMessages) throw new Error(`this form carries no messages in "${form.locale}" for its answers' validator (validators.answerMessages, written by schema:build)`);
  return { vars: form.vars, messages: form.answerMessages };
}

/**
 * How the account forms' and the uploads' validators' errors are worded for a form: in its locale,
 * through the table the definition carries; refused without one, as the answers' are.
 */
export function formWording(form: Form): Wording {
  if (!form.formMessages) throw new Error(`this form carries no messages in "${form.locale}" for its account forms' and uploads' validators (validators.formMessages, written by schema:build)`);
  return { vars: form.vars, messages: form.formMessages };
}

/** Every answer checked against the answer rules: messages per key (empty when valid). */
export function validateAnswers(form: Form, answers: Answers, clock: Clock): FieldErrors {
  return run(form.definition.validators.answers, withoutEmpty(answers), clock, answerWording(form));
}

/** The errors of one page: the keys that page asks. */
export function validatePage(form: Form, pageId: string, answers: Answers, clock: Clock): FieldErrors {
  const all = validateAnswers(form, answers, clock);
  return recordOf(Object.entries(all).filter(([key]) => form.keys.get(key)?.page === pageId));
}

/** What is wrong with a file a student chose (type, name length, empty, too large), by "name" and "size". */
export function validateDocument(form: Form, file: { name: string; size: number }, clock: Clock): FieldErrors {
  return run(carried(form.definition.validators.document, "uploads"), file, clock, formWording(form));
}

/** An account form (login, sign-up, reset, confirm, resend, forgot) checked against its schema. */
export function validateAccountForm(form: Form, name: AccountFormName, values: Readonly<Record<string, string>>, clock: Clock): FieldErrors {
  return run(carried(form.definition.validators.forms?.[name], `the ${name} form`), withoutEmpty(values), clock, formWording(form));
}
