import type { ErrorObject } from "ajv";
import type { Form } from "../form/compileForm.ts";
import type { AnswerValue, Clock, FieldErrors } from "../types.ts";
import { recordOf } from "../records.ts";
import { errorMap } from "./errorMap.ts";
import { answerWording, withoutEmpty } from "./validate.ts";

/**
 * The errors that make a value impossible to store: a key the data model lacks, a value of the
 * wrong type, over its length, outside the values its options offer (in the context of the other
 * answers: the states of the chosen country) or a date that is not a calendar day. Required
 * answers, patterns, date ranges and "must be ticked" are for the student to fix before submitting.
 */
const shapeKeywords = new Set(["type", "maxLength", "enum", "additionalProperties", "calendarDate", "yearIn"]);

const isShapeError = (e: ErrorObject): boolean =>
  e.keyword === "errorMessage" ? ((e.params as { errors?: ErrorObject[] }).errors ?? []).some(isShapeError) : shapeKeywords.has(e.keyword);

/**
 * What makes a set of answers to save unstorable (see shapeKeywords), for the given keys (by
 * default every key sent; a server checking a change among the stored answers names the changed
 * ones, so that a state is checked against the stored country). Empty
 * values always pass (they clear). Incomplete or not-yet-valid answers pass: saving must never
 * lose what a student typed.
 */
export function answerShapeErrors(
  form: Form,
  answers: Readonly<Record<string, AnswerValue | null>>,
  clock: Clock,
  keys: Iterable<string> = Object.keys(answers),
): FieldErrors {
  const data = withoutEmpty(answers);
  const validator = form.definition.validators.answers;
  if (validator.call(clock, data)) return {};
  const asked = new Set(keys);
  const errors = errorMap((validator.errors ?? []).filter(isShapeError), answerWording(form));
  return recordOf(Object.entries(errors).filter(([key]) => Object.hasOwn(data, key) && asked.has(key)));
}
