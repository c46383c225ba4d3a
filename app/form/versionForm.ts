/**
 * The form an application is drawn with in the print views (issue 39): the app's own, or the
 * version the application was submitted on (a draft: the one it is on) when the server sent that
 * version's definition (engine compileStoredVersion: drawn, never checked with).
 */
import { type FieldRules, type Form, compileStoredVersion, formFieldRules } from "../../engine/index.ts";
import type { ServiceApplication } from "../api/queries/tokens.ts";
import { pageLocale } from "../locale.ts";
import { appForm, appRules } from "./appForm.ts";

/** A form to draw an application with, and its inputs' limits and required marks. */
export interface PrintedForm {
  readonly form: Form;
  readonly rules: FieldRules;
}

const appPrinted: PrintedForm = { form: appForm, rules: appRules };

// One compile per definition the server sent (a query's data keeps its object while unchanged).
const compiled = new WeakMap<object, PrintedForm>();

/** The form `application` is drawn with, in the page's language when its version is written in it, else in the version's default. */
export function printedForm(application: ServiceApplication): PrintedForm {
  const stored = application.form;
  if (!stored) return appPrinted;
  const known = compiled.get(stored);
  if (known) return known;
  const locale = stored.partner.locales?.includes(pageLocale) ? pageLocale : undefined;
  const form = compileStoredVersion(stored, locale);
  const made = { form, rules: formFieldRules(form) };
  compiled.set(stored, made);
  return made;
}
