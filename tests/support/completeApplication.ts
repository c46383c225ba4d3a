/**
 * "A complete application" for any form the schema folder holds: the realistic answers of
 * tests/fixtures/complete-application.json that the form still asks, and for every answer the
 * form requires that they lack (a question or a repeat group an author added, in every instance
 * shown), a value the form's own validation accepts. Tests take this, never the fixture alone, so
 * an author's new required question leaves them green.
 *
 * The values are found, not guessed once: for each key the validation flags, the candidates its
 * kind offers (an option of its list, a date its rules allow, a sample text) are tried until the
 * key validates, then the whole is validated again, since an answer may show more questions.
 */
import {
  type AnswerValue,
  type Answers,
  type Form,
  type Node,
  answeredPlaceholder,
  compileForm,
  conditionalSource,
  descKey,
  labelFor,
  optionsFor,
  validateAnswers,
} from "../../engine/index.ts";
import fixture from "../fixtures/complete-application.json" with { type: "json" };
import { application } from "../../schema/index.ts";

/** The day the fixture's answers are valid on (its dates are relative to it). */
export const completeApplicationDay = "2026-11-21";

type Candidates = (node: Node, key: string, answers: Answers, today: string) => AnswerValue[];

const sampleTexts = ["Sample answer", "12345", "author@example.edu", "A"];

/** A date its rules allow: years before today within notAfter/notBefore, a year within the offsets. */
function dateCandidates(node: Node, today: string): string[] {
  if (node.kind !== "date") return [];
  const year = Number(today.slice(0, 4));
  const yearsAgo = node.notAfterYearsAgo !== undefined ? node.notAfterYearsAgo + 1 : node.notBeforeYearsAgo !== undefined ? Math.min(1, node.notBeforeYearsAgo) : 0;
  const offset = Math.min(Math.max(-yearsAgo, node.minYearOffset ?? -Infinity), node.maxYearOffset ?? Infinity);
  return [`${year + offset}-06-15`, `${year + offset}-01-15`, `${year}-${today.slice(5)}`];
}

/** The values worth trying for a key, by the kind of question that writes it. */
const candidatesByKind: { readonly [K in Node["kind"]]?: Candidates } = {
  text: (node) => sampleTexts.map((text) => text.slice(0, "maxLength" in node && node.maxLength ? node.maxLength : text.length)),
  textarea: () => ["A sample answer."],
  password: () => ["Sample-passphrase-2026"],
  date: (node, _key, _answers, today) => dateCandidates(node, today),
  phone: () => ["(555) 555-0100"],
  ssn: () => ["123-45-6789"],
  checkbox: () => [true],
  checkboxGroup: () => [true],
  fileUpload: () => [answeredPlaceholder],
  schoolSearch: () => ["Sample College", "123456", "Lansing", "MI"],
};

function choiceCandidates(form: Form, node: Node, key: string, answers: Answers, today: string): AnswerValue[] {
  const year = Number(today.slice(0, 4));
  if (node.kind === "select" || node.kind === "radio") return optionsFor(node.options, form.lists, year).map((o) => o.value);
  if (node.kind === "conditionalSelect") {
    const info = form.keys.get(key);
    const source = info && conditionalSource(node, answers, info.scope);
    return source ? optionsFor(source, form.lists, year).map((o) => o.value) : [];
  }
  return [];
}

/** `answers` with `key` set to `value`, and a choice's `_desc` to its label. */
function withAnswer(form: Form, answers: Answers, key: string, value: AnswerValue): Answers {
  const info = form.keys.get(key);
  const next: Record<string, AnswerValue> = { ...answers, [key]: value };
  const node = info?.node;
  if (node && (node.kind === "select" || node.kind === "radio") && typeof value === "string") next[descKey(key)] = labelFor(node.options, form.lists, value);
  if (node?.kind === "conditionalSelect" && typeof value === "string" && info) {
    const source = conditionalSource(node, answers, info.scope);
    if (source) next[descKey(key)] = labelFor(source, form.lists, value);
  }
  return next;
}

/** The complete application for `form`, valid on `today`; throws, naming what it could not answer, when no candidate fits. */
export function completeApplicationFor(form: Form, today = completeApplicationDay): Answers {
  const clock = { today };
  let answers: Answers = Object.fromEntries(Object.entries(fixture as Record<string, AnswerValue>).filter(([key]) => form.keys.has(key)));
  // Each round answers what the last one showed; a form cannot nest conditions deeper than this.
  for (let round = 0; round < 25; round++) {
    const errors = validateAnswers(form, answers, clock);
    const flagged = Object.keys(errors);
    if (flagged.length === 0) return answers;
    let answered = false;
    for (const key of flagged) {
      const info = form.keys.get(key);
      const target = info?.companionOf ?? key;
      const node = form.keys.get(target)?.node;
      if (!node) continue;
      const candidates = [...choiceCandidates(form, node, target, answers, today), ...(candidatesByKind[node.kind]?.(node, target, answers, today) ?? [])];
      const fits = candidates.map((value) => withAnswer(form, answers, target, value)).find((tried) => !(key in validateAnswers(form, tried, clock)));
      if (fits) {
        answers = fits;
        answered = true;
      }
    }
    if (!answered) throw new Error(`no complete application could be made for this form; still flagged: ${JSON.stringify(errors)}`);
  }
  throw new Error("the complete application did not settle: each answer showed another question");
}

/** The complete application of the form in schema/. */
export const completeApplication: Readonly<Record<string, AnswerValue>> = completeApplicationFor(compileForm(application));
