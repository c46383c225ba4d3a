/**
 * The application this project ships, assembled for the engine: pages, option lists, partner
 * settings and the validators `npm run schema:build` compiled from the JSON Schemas here.
 * A new page or option list file is added to the lists below (schema:check reports one that is not).
 */
import type { FormDefinition, OptionList, Page, PartnerSettings } from "../engine/index.ts";
import accountDefinitions from "./account/definitions.schema.json" with { type: "json" };
import * as validators from "./generated/validators.js";
import countries from "./options/countries.json" with { type: "json" };
import countriesExceptUs from "./options/countriesExceptUs.json" with { type: "json" };
import countriesUsFirst from "./options/countriesUsFirst.json" with { type: "json" };
import months from "./options/months.json" with { type: "json" };
import provincesCa from "./options/provincesCa.json" with { type: "json" };
import statesProvinces from "./options/statesProvinces.json" with { type: "json" };
import statesUs from "./options/statesUs.json" with { type: "json" };
import yesNo from "./options/yesNo.json" with { type: "json" };
import about from "./pages/about.json" with { type: "json" };
import education from "./pages/education.json" with { type: "json" };
import finalSteps from "./pages/final-steps.json" with { type: "json" };
import partner from "./partner.json" with { type: "json" };

// JSON imports are typed loosely (kind: string); schema:check validates every file against the
// meta-schemas the engine's types are generated from, which is what makes these casts sound.
export const pages = [about, education, finalSteps] as unknown as Page[];
export const optionLists = [countries, countriesExceptUs, countriesUsFirst, months, provincesCa, statesProvinces, statesUs, yesNo] as unknown as OptionList[];
export const partnerSettings = partner as unknown as PartnerSettings;

export const application: FormDefinition = {
  pages,
  optionLists,
  partner: partnerSettings,
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
