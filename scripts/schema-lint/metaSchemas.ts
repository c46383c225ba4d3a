import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv, { type ErrorObject } from "ajv";
import addFormats from "ajv-formats";
import { projectRoot } from "../formDir.ts";
import type { LoadedSchema, SchemaFile } from "./load.ts";
import { declaredLocales, localeTexts, withLocaleCheck } from "./localeTexts.ts";
import { pointerFrom, pointerSegments } from "./locate.ts";
import { type Choice, type Context, choiceSentence, plainAlternatives, sentence } from "./metaSentences.ts";
import type { Finding } from "./problem.ts";

type SchemaObject = Record<string, unknown>;

/** Where every object of the meta-schemas stands, as a ref ajv resolves (`…/page.schema.json#/definitions/condition`). */
function refIndex(meta: readonly Record<string, unknown>[]): Map<object, string> {
  const index = new Map<object, string>();
  const walk = (value: unknown, ref: string): void => {
    if (!value || typeof value !== "object") return;
    index.set(value, ref);
    for (const [k, v] of Object.entries(value)) walk(v, `${ref}${pointerFrom([k])}`);
  };
  for (const m of meta) walk(m, `${String(m.$id)}#`);
  return index;
}

const valueAt = (data: unknown, pointer: string): unknown =>
  pointerSegments(pointer).reduce<unknown>((v, s) => (v && typeof v === "object" ? (v as SchemaObject)[s] : undefined), data);

const under = (path: string, root: string): boolean => path === root || path.startsWith(`${root}/`);

const fitsType = (type: unknown, value: unknown): boolean => {
  if (type === undefined) return true;
  const actual = Array.isArray(value) ? "array" : value === null ? "null" : typeof value;
  return ([] as unknown[]).concat(type).some((t) => t === actual || (t === "integer" && Number.isInteger(value)));
};

/**
 * How well a value fits one branch of a oneOf: not at all when its JSON type differs, else a point
 * per property the branch declares, one more when its type fits and three more when it is one of the
 * property's fixed values (enum, const). So `{ "valueKey", "operator": "answered" }` is a presence
 * rule, `"operator": "equal"` with a text target a comparison and `"notin"` with a list target a list
 * rule: the branch an author meant, as a discriminator would pick it.
 */
function fit(branch: SchemaObject, value: unknown): number {
  if (!fitsType(branch.type, value)) return -1;
  if (!value || typeof value !== "object" || Array.isArray(value)) return 0;
  const properties = (branch.properties ?? {}) as Record<string, SchemaObject>;
  let score = 0;
  for (const [k, v] of Object.entries(value)) {
    const declared = properties[k];
    if (!declared) continue;
    score += fitsType(declared.type, v) ? 2 : 1;
    if ((Array.isArray(declared.enum) && declared.enum.includes(v)) || ("const" in declared && declared.const === v)) score += 3;
  }
  return score;
}

/**
 * ajv reports a failed oneOf as the errors of every branch plus "must match exactly one schema".
 * This keeps one mistake per mistake: a oneOf of plain alternatives ("options" or "include") becomes
 * one sentence, and a oneOf of shapes (a condition, an option source) is explained by the branch the
 * value was meant to be, validated again on its own; nested choices are explained the same way.
 */
function explain(errors: readonly ErrorObject[], data: unknown, ajv: Ajv, refs: Map<object, string>, choices: Map<string, Choice>): ErrorObject[] {
  const oneOfs = errors.filter((e) => e.keyword === "oneOf");
  const outer = oneOfs.filter((e) => !oneOfs.some((o) => o !== e && o.instancePath !== e.instancePath && under(e.instancePath, o.instancePath)));
  let rest = errors.filter((e) => e.keyword !== "oneOf");
  const explained: ErrorObject[] = [];
  for (const e of outer) {
    const branches = e.schema as SchemaObject[];
    if (plainAlternatives(branches)) {
      rest = rest.filter((r) => !branches.includes(r.parentSchema as SchemaObject));
      explained.push(e);
      continue;
    }
    rest = rest.filter((r) => !under(r.instancePath, e.instancePath));
    const at = refs.get(e.parentSchema as object) ?? "";
    const validators = branches.map((_, i) => ajv.getSchema(`${at}/oneOf/${i}`));
    const value = valueAt(data, e.instancePath);
    const scores = validators.map((v) => (v ? fit(v.schema as SchemaObject, value) : -1));
    const best = scores.indexOf(Math.max(...scores));
    const validate = validators[best];
    if (!validate || (scores[best] ?? -1) < 0) {
      explained.push(e);
      continue;
    }
    const enums = new Map<string, unknown[]>();
    for (const v of validators) {
      for (const [k, s] of Object.entries(((v?.schema as SchemaObject | undefined)?.properties ?? {}) as Record<string, SchemaObject>)) {
        if (Array.isArray(s.enum)) enums.set(k, [...(enums.get(k) ?? []), ...s.enum]);
      }
    }
    choices.set(e.instancePath, { title: String((e.parentSchema as SchemaObject).title ?? ""), enums });
    // The branch meant holds, so another one does too: the value fits more than one shape.
    if (validate(value)) {
      explained.push(e);
      continue;
    }
    const inBranch = (validate.errors ?? []).map((b) => ({ ...b, instancePath: `${e.instancePath}${b.instancePath}` }));
    explained.push(...explain(inBranch, data, ajv, refs, choices));
  }
  return [...rest, ...explained];
}

let lastMeta: { text: string; ajv: Ajv; refs: Map<object, string>; byFile: Map<string, string> } | undefined;

/**
 * The meta-schemas in an ajv, with where each of their objects stands, kept while their text and
 * the form's locales stay the same: ajv compiles them on first use, the larger part of a check, and
 * the workbench checks the folder on every save. The errors name objects of these very meta-schemas
 * (verbose), which is why the index is kept with them. Their text type checks each text against
 * the locales (localeTexts.ts).
 */
function metaValidators(meta: readonly SchemaFile[], locales: readonly string[]): { ajv: Ajv; refs: Map<object, string>; byFile: Map<string, string> } {
  const text = JSON.stringify([locales, meta.map((m) => [m.path, m.text])]);
  if (lastMeta?.text !== text) {
    const ajv = new Ajv({ allErrors: true, discriminator: true, strict: false, verbose: true });
    addFormats(ajv);
    ajv.addKeyword(localeTexts(locales));
    const schemas = withLocaleCheck(meta);
    for (const s of schemas) ajv.addSchema(s);
    lastMeta = { text, ajv, refs: refIndex(schemas), byFile: new Map(meta.map((m) => [m.path.replace(/^meta\//, ""), m.json.$id as string])) };
  }
  return lastMeta;
}

const wordsFormat = "words.schema.json";

/**
 * The product's format of its words' catalogues, which a folder's words/<locale>.json is checked
 * against when the folder keeps no copy of it: a copy only serves an editor's hints, and the
 * format changes with every word the product adds (scripts/wordsMetaSchema.ts generates it).
 */
function withProductWordsFormat(meta: readonly SchemaFile[], words: readonly SchemaFile[]): readonly SchemaFile[] {
  if (!words.length || meta.some((file) => file.path === `meta/${wordsFormat}`)) return meta;
  const text = readFileSync(join(projectRoot, "schema", "meta", wordsFormat), "utf8");
  return [...meta, { path: `meta/${wordsFormat}`, text, tree: undefined, syntax: [], json: JSON.parse(text) as Record<string, unknown> }];
}

/** Every page, option list, the partner settings, rules.json, footer.json, receipt.json, office.json and the folder's words validated against the meta-schema its `$schema` names, each mistake said once in plain words. */
export function checkMetaSchemas(schema: LoadedSchema): Finding[] {
  const { ajv, refs, byFile } = metaValidators(withProductWordsFormat(schema.meta, schema.words), declaredLocales(schema.partner));
  const kinds = (node: SchemaObject): string[] =>
    ((node.oneOf ?? []) as unknown[]).map((_, i) => {
      const branch = ajv.getSchema(`${refs.get(node) ?? ""}/oneOf/${i}`)?.schema as SchemaObject | undefined;
      return String(((branch?.properties as Record<string, SchemaObject> | undefined)?.kind ?? {}).const);
    });
  const findings: Finding[] = [];
  const check = (file: SchemaFile, expected: string): void => {
    const named = String(file.json.$schema ?? "").split("/").pop() ?? "";
    if (named !== expected) findings.push({ file: file.path, pointer: "/$schema", message: `"$schema" must name the meta-schema "${expected}", so editors check this file as it is typed` });
    const validate = ajv.getSchema(byFile.get(expected) ?? "");
    if (!validate) {
      findings.push({ file: file.path, pointer: "/$schema", message: `the folder's meta/ has no ${expected}, which this file is written to: copy the product's schema/meta/${expected} into it` });
      return;
    }
    if (validate(file.json)) return;
    const choices = new Map<string, Choice>();
    const errors = explain(validate.errors ?? [], file.json, ajv, refs, choices);
    const context: Context = { choices, kinds };
    // A failed `if` only says that its `then` or `else` failed, whose own errors say how.
    for (const e of errors.filter((error) => error.keyword !== "if")) {
      const said = e.keyword === "oneOf" ? choiceSentence(e, context) : sentence(e, errors, context);
      if (said) findings.push({ file: file.path, ...said });
    }
  };
  for (const f of schema.pages) check(f, "page.schema.json");
  for (const f of schema.options) check(f, "option-list.schema.json");
  check(schema.partner, "partner.schema.json");
  check(schema.rules, "rules.schema.json");
  check(schema.footer, "footer.schema.json");
  check(schema.receipt, "receipt.schema.json");
  check(schema.office, "office.schema.json");
  check(schema.theme, "theme.schema.json");
  for (const f of schema.words) check(f, wordsFormat);
  return findings;
}
