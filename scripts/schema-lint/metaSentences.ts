import type { ErrorObject } from "ajv";
import { pointerFrom, pointerSegments } from "./locate.ts";
import type { Finding } from "./problem.ts";
import { localeTextsKeyword } from "./localeTexts.ts";
import { didYouMean } from "./suggest.ts";

type SchemaObject = Record<string, unknown>;

/** A finding inside the file being validated. */
export type Said = Omit<Finding, "file">;

/** Whether a oneOf only says which of some properties to write (`"options"` or `"include"`), rather than choosing between shapes. */
export const plainAlternatives = (branches: readonly SchemaObject[]): boolean => branches.every((b) => Object.keys(b).join() === "required");

/** The branch a oneOf was taken to mean: the oneOf's title, and the values each property may take in any branch. */
export interface Choice {
  title: string;
  enums: ReadonlyMap<string, readonly unknown[]>;
}

/**
 * What the sentences know beyond ajv's error: the choice a oneOf made at a place (its title names
 * the object, and the values its branches allow together are the candidates of "did you mean"),
 * and the kinds a node may have.
 */
export interface Context {
  choices: ReadonlyMap<string, Choice>;
  kinds: (discriminatorSchema: SchemaObject) => string[];
}

const show = (value: unknown): string =>
  typeof value === "string" ? JSON.stringify(value) : Array.isArray(value) ? "a list" : value && typeof value === "object" ? "an object" : String(value);

const typeWords: Record<string, string> = { string: "a text", number: "a number", integer: "a whole number", boolean: "true or false", array: "a list", object: "an object", null: "null" };

const either = (words: readonly string[]): string => (words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`);

/** "TextMessages" → "messages", "ComparisonRule" → "comparison rule". */
const words = (title: string): string => (title.endsWith("Messages") ? "messages" : title.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase());

/** `needs` after `this …`, `need` after `these …`. */
const needs = (object: string): string => (object.startsWith("these ") ? "need" : "needs");

/** How a sentence names the object at a pointer: `this "text" node`, `this condition`, `these messages`. */
function thisObject(pointer: string, data: unknown, schema: SchemaObject | undefined, context: Context): string {
  if (data && typeof data === "object" && typeof (data as SchemaObject).kind === "string") return `this "${String((data as SchemaObject).kind)}" node`;
  const segments = pointerSegments(pointer);
  const last = segments.at(-1);
  const plain = /^[0-9]+$/.test(last ?? "") ? segments.at(-2)?.replace(/s$/, "") : last;
  const noun = context.choices.get(pointer)?.title || (typeof schema?.title === "string" ? schema.title : undefined);
  const name = noun ? words(noun) : (plain ?? "file");
  return `${name.endsWith("s") ? "these" : "this"} ${name}`;
}

/** How a sentence names the value at a pointer: `"required"`, `item 2 of "include"`, `this file`. */
function subject(pointer: string): string {
  const segments = pointerSegments(pointer);
  const last = segments.at(-1);
  if (last === undefined) return "this file";
  return /^[0-9]+$/.test(last) && segments.length > 1 ? `item ${last} of "${segments.at(-2)}"` : `"${last}"`;
}

const formats: Record<string, string> = { regex: "a valid regular expression", uri: "a valid web address (URI)", email: "a valid e-mail address" };

/** One ajv error as one plain sentence, or nothing when another error already says it. */
export function sentence(e: ErrorObject, all: readonly ErrorObject[], context: Context): Said | undefined {
  const at = e.instancePath;
  const p = e.params as Record<string, unknown>;
  const schema = e.parentSchema as SchemaObject | undefined;
  const last = pointerSegments(at).at(-1) ?? "";
  switch (e.keyword) {
    case "additionalProperties": {
      const name = String(p.additionalProperty);
      const known = Object.keys((schema?.properties as SchemaObject | undefined) ?? {});
      return { pointer: `${at}${pointerFrom([name])}`, name: true, message: `unknown property "${name}" in ${thisObject(at, e.data, schema, context)}${didYouMean(name, known)}` };
    }
    case "required": {
      const missing = String(p.missingProperty);
      // A misspelt property is one mistake: "lable" is reported with its suggestion, not also a missing "label".
      const misspelt = all.some((o) => o.keyword === "additionalProperties" && o.instancePath === at && didYouMean(String(o.params.additionalProperty), [missing]) !== "");
      const object = thisObject(at, e.data, schema, context);
      return misspelt ? undefined : { pointer: at, message: `${object} ${needs(object)} "${missing}"` };
    }
    case "enum": {
      const allowed = (context.choices.get(pointerFrom(pointerSegments(at).slice(0, -1)))?.enums.get(last) ?? (p.allowedValues as unknown[])).map(String);
      const hint = didYouMean(String(e.data), allowed) || `; it must be one of ${allowed.join(", ")}`;
      return { pointer: at, message: `unknown ${/^[0-9]+$/.test(last) ? "value" : last} ${show(e.data)}${hint}` };
    }
    case "discriminator": {
      if (p.error === "tag" && p.tagValue === undefined) return undefined; // the missing "kind" is its own error
      if (p.error === "tag") return { pointer: `${at}/${String(p.tag)}`, message: `"${String(p.tag)}" must be a text` };
      const kinds = context.kinds(schema ?? {});
      const hint = didYouMean(String(p.tagValue), kinds) || `; the kinds are ${kinds.join(", ")}`;
      return { pointer: `${at}/${String(p.tag)}`, message: `unknown ${String(p.tag)} ${show(p.tagValue)}${hint}` };
    }
    case "type": {
      const types = ([] as string[]).concat(p.type as string | string[]).map((t) => typeWords[t] ?? t);
      return { pointer: at, message: `${subject(at)} must be ${either(types)}, not ${show(e.data)}` };
    }
    case "const":
      return { pointer: at, message: `${subject(at)} must be ${show(p.allowedValue)}` };
    case localeTextsKeyword:
      // Said by the keyword (localeTexts.ts); a key of the map that is no declared locale is named at itself.
      return typeof p.locale === "string" ? { pointer: `${at}${pointerFrom([p.locale])}`, name: true, message: String(e.message) } : { pointer: at, message: String(e.message) };
    case "pattern":
      return { pointer: at, message: /^[0-9]*$/.test(last) ? `${show(e.data)} must match ${String(p.pattern)}` : `${show(e.data)} is not a valid ${last}: it must match ${String(p.pattern)}` };
    case "format":
      return { pointer: at, message: `${show(e.data)} is not ${formats[String(p.format)] ?? `a valid ${String(p.format)}`}` };
    case "minimum":
    case "maximum":
      return { pointer: at, message: `${subject(at)} must be at ${e.keyword === "minimum" ? "least" : "most"} ${String(p.limit)}, not ${show(e.data)}` };
    case "minItems":
      return { pointer: at, message: `${subject(at)} needs at least ${String(p.limit)} item${p.limit === 1 ? "" : "s"}` };
    case "minLength":
      return { pointer: at, message: p.limit === 1 ? `${subject(at)} must not be empty` : `${subject(at)} needs at least ${String(p.limit)} characters` };
    default:
      return { pointer: at, message: `${subject(at)} ${e.message ?? e.keyword}` };
  }
}

/**
 * A oneOf that ajv could not explain by one branch: plain alternatives missing or both written, a
 * value no branch fits (`"when" must be a rule on one answer, …`), or one several branches fit.
 */
export function choiceSentence(e: ErrorObject, context: Context): Said {
  const schema = e.parentSchema as SchemaObject;
  const branches = e.schema as SchemaObject[];
  const several = Array.isArray(e.params.passingSchemas);
  if (plainAlternatives(branches)) {
    const names = branches.map((b) => `"${String((b.required as string[])[0])}"`);
    const object = thisObject(e.instancePath, e.data, schema, context);
    return { pointer: e.instancePath, message: several ? `${object} has both ${names.join(" and ")}; keep one` : `${object} ${needs(object)} ${names.join(" or ")}` };
  }
  const description = String(schema.description ?? schema.title ?? "one of its forms").replace(/\.$/, "");
  const expected = `${description.charAt(0).toLowerCase()}${description.slice(1)}`;
  return { pointer: e.instancePath, message: `${subject(e.instancePath)} ${several ? "fits more than one form of" : "must be"} ${expected}` };
}
