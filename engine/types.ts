import type { ErrorObject } from "ajv";
import type { Authored, FooterDialogs, Node, Option, OptionList, Page, PartnerSettings, Rules } from "./generated/form-types.ts";
import type { MessageTable } from "./validation/messageTable.ts";
import type { FolderWords } from "./words/catalogue.ts";

export type * from "./generated/form-types.ts";

/** One answer: text (empty string when unanswered) or a checkbox's true/false. */
export type AnswerValue = string | boolean;
/** The student's answers, keyed by answer key. */
export type Answers = Readonly<Record<string, AnswerValue>>;
/** Messages per answer key, without duplicates, in the order the schema raises them. */
export type FieldErrors = Record<string, string[]>;

/** The clock rules relative to today are evaluated against. */
export interface Clock {
  /** Today's date, YYYY-MM-DD, in the university's time zone. */
  today: string;
}

/** A validator compiled ahead of time by `npm run schema:build` (ajv standalone code). */
export interface CompiledValidator {
  (this: Clock | undefined, data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Everything that defines one application, its texts as written (each maybe a map of locales): what schema/index.ts hands to the engine. */
export interface FormDefinition {
  pages: Authored.Page[];
  optionLists: Authored.OptionList[];
  partner: Authored.PartnerSettings;
  /** schema/rules.json: default message wordings and the rules that tie several questions. */
  rules: Authored.Rules;
  /** Labels of the new-password rules, in order: the live checklist. */
  passwordRules: readonly Authored.LocalizedText[];
  validators: FormValidators;
  /** The product's words as the form folder adds or rewords them (words/<locale>.json), by language. */
  words?: FolderWords;
}

/** A form definition as compileForm hands it on: every text the string of the locale it was compiled for. */
export interface CompiledDefinition extends Omit<FormDefinition, "pages" | "optionLists" | "partner" | "rules" | "passwordRules"> {
  pages: Page[];
  optionLists: OptionList[];
  partner: PartnerSettings;
  rules: Rules;
  passwordRules: readonly string[];
}

/**
 * The validators `npm run schema:build` compiles from the data model and the account and document
 * schemas. A form carries those it checks with: the application its answers' and its uploads', an
 * account form the account forms' (the server's application carries all), so the browser loads
 * each with the pages that use it. Checking with one a form does not carry is a mistake, and throws.
 */
export interface FormValidators {
  answers: CompiledValidator;
  /** File name and size of an upload. */
  document?: CompiledValidator;
  forms?: Record<AccountFormName, CompiledValidator>;
  /**
   * The answers' validators' messages (theirs are the default locale's) in each other locale the
   * form declares, by locale: a form compiled for one of them words its errors with its table.
   */
  answerMessages?: Readonly<Record<string, MessageTable>>;
  /** Likewise the account forms' and the uploads' validators' messages (engine schemaMessageTable), by locale. */
  formMessages?: Readonly<Record<string, MessageTable>>;
}

export type AccountFormName = "login" | "signup" | "reset" | "confirm" | "resend" | "forgot";

export type { FooterDialogs, Node, Option, OptionList, Page, PartnerSettings, Rules };

/** What the inputs need up front: each key's maximum length and whether its question is required. */
export interface FieldRules {
  readonly maxLength: ReadonlyMap<string, number>;
  /** Keys of required questions (marked for assistive technology), and of those a rule requires whenever a required question is answered. */
  readonly required: ReadonlySet<string>;
}
