import type { ErrorObject } from "ajv";
import type { Form } from "../form/compileForm.ts";
import { descKey } from "../form/nodes.ts";
import { emptyRecord } from "../records.ts";
import type { AnswerValue, Answers, Clock } from "../types.ts";
import { withoutEmpty } from "../validation/validate.ts";

/**
 * Why an answer given on one version of the form is not carried to another (issue 39): the later
 * version no longer asks its key (a question removed, a repeat group's entry above its new maximum),
 * asks it as another kind of question (a text become a choice: the value would be read as
 * something the student never chose), or no longer offers the option chosen.
 */
export type SetAsideReason = "notAsked" | "kindChanged" | "optionRetired";

export interface SetAsideAnswer {
  value: AnswerValue;
  reason: SetAsideReason;
}

export interface CarriedAnswers {
  /** What the later version reads: every answer it still asks and accepts, as given. */
  answers: Answers;
  /** The rest, by key: kept apart, never dropped. */
  setAside: Readonly<Record<string, SetAsideAnswer>>;
}

/** The data model's verdicts that make an answer another version's: the rest (too long, a pattern, a year no longer offered today) is the student's to fix on the page, as any answer is. */
const reasonOf: Readonly<Record<string, SetAsideReason>> = { additionalProperties: "notAsked", type: "kindChanged", enum: "optionRetired" };

function keyOf(error: ErrorObject): string | undefined {
  const first = error.instancePath.split("/")[1];
  if (first !== undefined) return first.replace(/~1/g, "/").replace(/~0/g, "~");
  return (error.params as { additionalProperty?: string }).additionalProperty;
}

const originals = (error: ErrorObject): ErrorObject[] => (error.keyword === "errorMessage" ? ((error.params as { errors?: ErrorObject[] }).errors ?? []) : [error]);

/**
 * The answers given on `before` as `after` takes them: same key, same kind of question, an option
 * it still offers. An answer `after` does not take is set aside with its reason, and so is the
 * option label stored beside it (its `_desc`). Nothing an answer holds is changed: a value `after`
 * takes is carried as it is, even one the student must still fix before submitting.
 */
export function carryOver(before: Form, after: Form, answers: Answers, clock: Clock): CarriedAnswers {
  const data = withoutEmpty(answers);
  const validator = after.definition.validators.answers;
  const refused = new Map<string, SetAsideReason>();
  if (!validator.call(clock, data)) {
    for (const error of (validator.errors ?? []).flatMap(originals)) {
      const reason = reasonOf[error.keyword];
      const key = reason && keyOf(error);
      if (!key || !Object.hasOwn(data, key) || refused.has(key)) continue;
      const asked = after.keys.get(key);
      const was = before.keys.get(key);
      refused.set(key, !asked ? "notAsked" : was && was.node.kind !== asked.node.kind ? "kindChanged" : reason);
    }
  }
  // A question whose kind changed may still take the value's type (a text become a long text is
  // the same answer; a text become a choice is not, and the choice's options refuse it above).
  for (const [key, reason] of [...refused]) {
    const label = descKey(key);
    if (Object.hasOwn(answers, label) && !refused.has(label)) refused.set(label, reason);
  }
  const carried = emptyRecord<AnswerValue>();
  const setAside = emptyRecord<SetAsideAnswer>();
  for (const [key, value] of Object.entries(answers)) {
    const reason = refused.get(key);
    if (reason) setAside[key] = { value, reason };
    else carried[key] = value;
  }
  return { answers: carried, setAside };
}
