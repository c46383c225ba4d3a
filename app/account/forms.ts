import { type AccountFormName, type CompiledValidator, type Form, type Node, type Words, compileForm } from "../../engine/index.ts";
import { type FieldRules, fieldRules } from "../../renderer/index.ts";
import confirmSchema from "../../schema/generated/form/account/confirm.schema.ts";
import forgotSchema from "../../schema/generated/form/account/forgot.schema.ts";
import loginSchema from "../../schema/generated/form/account/login.schema.ts";
import resetSchema from "../../schema/generated/form/account/reset.schema.ts";
import signupSchema from "../../schema/generated/form/account/signup.schema.ts";
import { accountValidators } from "../../schema/accountValidators.ts";
import { formMessages } from "../../schema/generated/formMessages.ts";
import { sharedDefinition } from "../../schema/shared.ts";
import { useWords } from "../words.ts";

/**
 * The account forms as the renderer's nodes: the same inputs, error display and password
 * checklist as the application, validated by the engine against schema/account/ (the rules the
 * server checks). Each is compiled as a one-page form of what every form shares (partner
 * settings, rules, the password rules) with the account forms' validators, without the
 * application's pages, option lists, or its answers' and uploads' validators, in the language the
 * pages are shown in.
 */
// The renderer checks answers itself only as a date is typed; the account forms have no date, and
// their values are checked by their own validators (validators.forms), so no answer is refused here.
const noAnswerRules: CompiledValidator = Object.assign(() => true, { errors: null });

/** A form the account pages show: its schema's name, compiled form and field rules. */
export interface AccountForm {
  readonly name: AccountFormName;
  readonly form: Form;
  readonly rules: FieldRules;
}

function accountForm(name: AccountFormName, nodes: Node[], schema: unknown, words: Words): AccountForm {
  const form = compileForm(
    {
      ...sharedDefinition,
      pages: [{ id: name, title: name, step: 1, children: nodes }],
      optionLists: [],
      validators: { answers: noAnswerRules, forms: accountValidators, formMessages },
    },
    { locale: words.locale },
  );
  return { name, form, rules: fieldRules(schema) };
}

/** The account forms with their fields' labels in a catalogue's words. */
export function accountFormsIn(words: Words) {
  const fields = words.account.fields;
  const username: Node = { kind: "text", key: "username", label: fields.username, variant: "outlined", inputMode: "email", autoComplete: "username" };
  const password: Node = { kind: "password", key: "password", label: fields.password };
  const newPassword: Node = { kind: "password", key: "password", label: fields.password, checklist: true };
  const confirmPassword: Node = { kind: "password", key: "confirm_password", label: fields.confirmPassword };
  const code: Node = { kind: "text", key: "code", label: fields.code, variant: "outlined", inputMode: "numeric", autoComplete: "one-time-code" };
  return {
    login: accountForm("login", [username, password], loginSchema, words),
    signup: accountForm("signup", [username, newPassword], signupSchema, words),
    confirm: accountForm("confirm", [username, code], confirmSchema, words),
    forgot: accountForm("forgot", [username], forgotSchema, words),
    // The reset id comes from the mailed link, not from a field.
    reset: accountForm("reset", [username, newPassword, confirmPassword], resetSchema, words),
  } satisfies Record<string, AccountForm>;
}

/** Compiled once per catalogue: the same objects each render, so a page's store stays its own. */
const compiled = new WeakMap<Words, ReturnType<typeof accountFormsIn>>();

/** The account forms in the words the pages are shown in. */
export function useAccountForms(): ReturnType<typeof accountFormsIn> {
  const words = useWords();
  let forms = compiled.get(words);
  if (!forms) {
    forms = accountFormsIn(words);
    compiled.set(words, forms);
  }
  return forms;
}
