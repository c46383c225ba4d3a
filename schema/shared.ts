/**
 * What every form of the product shares, the account forms as well as the application: partner
 * settings, rules and the password rules. The validators are apart (schema/accountValidators.ts,
 * the uploads' and answers' ones under generated/), as are the application's pages and option
 * lists, so each page loads only those it checks with.
 */
import type { FormDefinition } from "../engine/index.ts";
import accountDefinitions from "./generated/form/account/definitions.schema.ts";
import { authoredPartnerSettings } from "./partner.ts";
import { formWords } from "./words.ts";
import rules from "./generated/form/rules.ts";

export const sharedDefinition: Omit<FormDefinition, "pages" | "optionLists" | "validators"> = {
  partner: authoredPartnerSettings,
  // schema:check validates rules.json against its meta-schema, which makes the cast sound.
  rules: rules as unknown as FormDefinition["rules"],
  words: formWords,
  passwordRules: accountDefinitions.definitions.newPassword.allOf.map((rule) => rule.errorMessage),
};
