import type { Form } from "../form/compileForm.ts";
import type { Clock } from "../types.ts";
import { translateMessage } from "./messageTable.ts";
import { carried, formWording } from "./validate.ts";

/** One rule of the live password checklist. */
export interface ChecklistItem {
  readonly label: string;
  /** inactive while the field is empty; then error or success per rule. */
  readonly state: "inactive" | "error" | "success";
}

/**
 * The live checklist of spec section 5, derived from the sign-up schema: each rule of the new
 * password is one `allOf` item whose message is its label, so the checklist can never drift
 * from what the server enforces.
 */
export function passwordChecklist(form: Form, password: string, clock: Clock): ChecklistItem[] {
  const labels = form.definition.passwordRules;
  if (password === "") return labels.map((label) => ({ label, state: "inactive" }));
  const validator = carried(form.definition.validators.forms?.signup, "the signup form");
  validator.call(clock, { username: "checklist@example.invalid", password });
  const { messages = {} } = formWording(form);
  // The validator speaks the default locale; the labels are the form's (validate.ts words them alike).
  const failed = new Set((validator.errors ?? []).filter((e) => e.instancePath === "/password").map((e) => translateMessage(messages, e.message ?? "", "password", e.keyword)));
  return labels.map((label) => ({ label, state: failed.has(label) ? "error" : "success" }));
}
