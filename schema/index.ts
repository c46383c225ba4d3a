/**
 * The application this project ships, assembled for the engine: the pages and option lists
 * found in their folders, partner settings, rules, and the validators `npm run schema:build`
 * compiled from the data model it derived from them.
 */
import type { FormDefinition, OptionList, Page, PartnerSettings, Rules } from "../engine/index.ts";
import accountDefinitions from "./account/definitions.schema.json" with { type: "json" };
import { optionFiles, pageFiles } from "./generated/files.ts";
import * as validators from "./generated/validators.js";
import partner from "./partner.json" with { type: "json" };
import rules from "./rules.json" with { type: "json" };

// JSON imports are typed loosely (kind: string); schema:check validates every file against the
// meta-schemas the engine's types are generated from, which is what makes these casts sound.
export const pages = pageFiles as Page[];
export const optionLists = optionFiles as OptionList[];
export const partnerSettings = partner as unknown as PartnerSettings;

export const application: FormDefinition = {
  pages,
  optionLists,
  partner: partnerSettings,
  rules: rules as unknown as Rules,
  passwordRules: accountDefinitions.definitions.newPassword.allOf.map((rule) => rule.errorMessage),
  validators: {
    answers: validators.answers,
    document: validators.document,
    forms: {
      login: validators.login,
      signup: validators.signup,
      reset: validators.reset,
      confirm: validators.confirm,
      resend: validators.resend,
      forgot: validators.forgot,
    },
  },
};
