/**
 * The application this project ships, assembled for the engine: the pages and option lists
 * found in their folders, partner settings, rules, and the validators `npm run schema:build`
 * compiled from the data model it derived from them.
 */
import type { FormDefinition } from "../engine/index.ts";
import { accountValidators } from "./accountValidators.ts";
import { applicationContent } from "./content.ts";
import { answerMessages } from "./generated/answerMessages.ts";
import { answers } from "./generated/answerValidator.js";
import { document } from "./generated/documentValidator.js";
import { formMessages } from "./generated/formMessages.ts";

export { optionLists, pages } from "./content.ts";
export { partnerSettings } from "./partner.ts";

export const application: FormDefinition = { ...applicationContent, validators: { answers, document, forms: accountValidators, answerMessages, formMessages } };
