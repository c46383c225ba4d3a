import type { Answers } from "../types.ts";
import type { Form } from "./compileForm.ts";

/**
 * The applicant's name, as the form marks it: the questions with the given-name and family-name
 * autocomplete tokens, outside any repeat group (so a parent's name is never taken). The office's
 * list, the PDF's band and a service link's title read it this way, so no code names a key.
 */
export interface ApplicantNameKeys {
  given?: string;
  family?: string;
}

/** The answer key the form marks with an autocomplete token, at the top level of the form. */
function keyMarked(form: Form, token: string): string | undefined {
  for (const info of form.keys.values()) {
    if (!info.scope.group && "autoComplete" in info.node && info.node.autoComplete === token) return info.key;
  }
  return undefined;
}

export const applicantNameKeys = (form: Form): ApplicantNameKeys => ({ given: keyMarked(form, "given-name"), family: keyMarked(form, "family-name") });

/** An answer of the name, trimmed; "" when not answered. */
export const nameAnswer = (answers: Answers, key: string | undefined): string => {
  const value = key ? answers[key] : undefined;
  return typeof value === "string" ? value.trim() : "";
};
