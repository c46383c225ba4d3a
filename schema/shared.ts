/**
 * What every form of the product shares, the account forms as well as the application: partner
 * settings, rules, the password rules and the small validators of the account forms and uploads.
 * The application's pages, option lists and answers' validator are not here, so an account page
 * loads none of them.
 */
import type { FormDefinition, FormValidators } from "../engine/index.ts";
import accountDefinitions from "./account/definitions.schema.json" with { type: "json" };
import * as validators from "./generated/formValidators.js";
import { partnerSettings } from "./partner.ts";
import rules from "./rules.json" with { type: "json" };

export const sharedDefinition: Omit<FormDefinition, "pages" | "optionLists" | "validators"> = {
  partner: partnerSettings,
  // schema:check validates rules.json against its meta-schema, which makes the cast sound.
  rules: rules as unknown as FormDefinition["rules"],
  passwordRules: accountDefinitions.definitions.newPassword.allOf.map((rule) => rule.errorMessage),
};

export const formValidators: Omit<FormValidators, "answers"> = {
  document: validators.document,
  forms: {
    login: validators.login,
    signup: validators.signup,
    reset: validators.reset,
    confirm: validators.confirm,
    resend: validators.resend,
    forgot: validators.forgot,
  },
};
