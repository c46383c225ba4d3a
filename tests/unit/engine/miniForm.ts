import { type FormDefinition, compileForm } from "../../../engine/index.ts";
import rules from "../../../schema/generated/form/rules.ts";
import mini from "../../fixtures/forms/mini-form.json" with { type: "json" };

const noValidator = Object.assign(() => true, { errors: null });

/** A small form that exercises what the real application does not: shared keys, alsoClears, tabs, nested conditions. */
export const miniForm = compileForm({
  ...(mini as unknown as Pick<FormDefinition, "pages" | "optionLists" | "partner">),
  rules: { messages: rules.messages, rules: [] },
  passwordRules: [],
  validators: {
    answers: noValidator,
    document: noValidator,
    forms: { login: noValidator, signup: noValidator, reset: noValidator, confirm: noValidator, resend: noValidator, forgot: noValidator },
  },
});
