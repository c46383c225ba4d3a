/**
 * The application the server enforces: the same compiled form the browser runs, and the indexes
 * the API needs (page routes, tab groups, repeat groups), built once at start.
 */
import { type Form, type FormDefinition, type RepeatNode, type Scope, type TabsNode, compileForm, forEachNode, resolveId } from "../engine/index.ts";
import { ownRules } from "../schema/generated/ownRulesValidator.js";
import { application } from "../schema/index.ts";

export const form = compileForm(application);

/** A definition compiled in each locale it is asked in, once per locale; `first` is its default locale's. */
function perLocale(definition: FormDefinition, first: Form): (locale: string) => Form {
  const compiled = new Map<string, Form>([[first.locale, first]]);
  return (locale) => {
    const found = compiled.get(locale) ?? compileForm(definition, { locale });
    compiled.set(locale, found);
    return found;
  };
}

/**
 * The form with its texts in `locale`, one of the form's: what a student's mail names questions
 * in, and what a refusal of a student's answers is worded in.
 */
export const formIn = perLocale(application, form);

const ownRulesDefinition: FormDefinition = { ...application, validators: { ...application.validators, answers: ownRules } };

/**
 * The form in `locale` with the data model cut down to each key's own rules (schema-build's
 * ownRulesModel), to check the values a save sends at the cost of those keys, not of every rule of
 * the model. What depends on other answers (a state among the chosen country's) is engine
 * changeShapeErrors'.
 */
export const ownRulesFormIn = perLocale(ownRulesDefinition, compileForm(ownRulesDefinition));

/** The paths last_page may hold: the form pages. */
export const pageRoutes: ReadonlySet<string> = new Set(form.pages.map((p) => `/${p.id}`));

/** Tab groups by their resolved id (college_transcript, college_2_transcript, ...). */
export const tabGroups = new Map<string, { node: TabsNode; scope: Scope }>();

/** Repeat groups by button id. */
export const repeatGroups = new Map<string, RepeatNode>();

for (const page of form.pages) {
  forEachNode(page.children, (node, scope) => {
    if (node.kind === "tabs") tabGroups.set(resolveId(scope, node.id), { node, scope });
    if (node.kind === "repeat") repeatGroups.set(node.id, node);
  });
}

/** The spec's ceiling on any repeat group (section 9), whatever a schema says. */
export const maxRepeat = 10;
