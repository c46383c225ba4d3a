/**
 * Finding 2 of issue 25: a key named like a member of Object.prototype (toString, constructor,
 * __proto__, ...) is a key like any other. Every map the engine builds from keys a client chose
 * has no prototype, so such a key finds nothing inherited, and `__proto__` sets nothing's prototype.
 */
import type { ErrorObject } from "ajv";
import { describe, expect, it } from "vitest";
import {
  type AnswerValue,
  answerShapeErrors,
  applyChanges,
  compileForm,
  errorMap,
  interpolate,
  textIn,
  validateAccountForm,
  withoutEmpty,
} from "../../../engine/index.ts";
import forgotSchema from "../../../schema/generated/form/account/forgot.schema.ts";
import { application } from "../../../schema/index.ts";

const form = compileForm(application);
/** What the data model and the forgot form's schema say of a key they lack. */
const unknownKey = form.definition.rules.messages.unknownKey;
const unknownAccountKey = textIn(forgotSchema.errorMessage.additionalProperties, form.locale);
const today = { today: "2026-11-21" };

/** Every member name of Object.prototype, __proto__ among them. */
const names = Object.getOwnPropertyNames(Object.prototype);

/** `others` and `name` as their own keys, as a JSON body makes them (a literal's `__proto__:` would set the prototype instead). */
const sent = <T>(name: string, value: T, others: Record<string, unknown> = {}): Record<string, T> =>
  JSON.parse(`{${[...Object.entries(others), [name, value]].map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`) as Record<string, T>;

/** The errors ajv gives an extra key, and a wrong value under a key. */
const extraKey = (name: string): ErrorObject =>
  ({ keyword: "additionalProperties", instancePath: "", schemaPath: "#/additionalProperties", params: { additionalProperty: name }, message: "must NOT have additional properties" }) as ErrorObject;
const wrongValue = (name: string): ErrorObject =>
  ({ keyword: "type", instancePath: `/${name}`, schemaPath: "#/type", params: { type: "string" }, message: "must be string" }) as ErrorObject;

const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

describe.each(names)("a key named %s", (name) => {
  it("finding 2: errorMap lists it as its own key, with its messages and nothing inherited", () => {
    const errors = errorMap([extraKey(name), wrongValue(name), extraKey("other")]);
    expect(Object.hasOwn(errors, name)).toBe(true);
    expect(errors[name]).toEqual(["must NOT have additional properties", "must be string"]);
    expect(Object.keys(errors)).toEqual([name, "other"]);
  });

  it("finding 2: a save holding it is refused for that key alone", () => {
    const errors = answerShapeErrors(form, sent(name, "x", { first_name: "Ada" }), today);
    expect(Object.keys(errors)).toEqual([name]);
    expect(errors[name]).toEqual([unknownKey]);
  });

  it("finding 2: an account form holding it is refused for that key alone", () => {
    const errors = validateAccountForm(form, "forgot", sent(name, "x", { username: "a@b.co" }), today);
    expect(Object.keys(errors)).toEqual([name]);
    expect(errors[name]).toEqual([unknownAccountKey]);
  });

  it("finding 2: withoutEmpty keeps it as an own key and never as a prototype", () => {
    const kept = withoutEmpty(sent(name, { polluted: "yes" } as unknown as AnswerValue));
    expect(Object.keys(kept)).toEqual([name]);
    expect((kept as Record<string, unknown>).polluted).toBeUndefined();
    expect(withoutEmpty(sent(name, ""))).toEqual({});
  });

  it("finding 2: applyChanges writes it as a key of its own, in the answers and in the patch", () => {
    const { answers, patch } = applyChanges(form, { first_name: "Ada" }, sent(name, "x"));
    expect(Object.hasOwn(answers, name) && answers[name]).toBe("x");
    expect(Object.hasOwn(patch, name) && patch[name]).toBe("x");
    // Present in the answers, the same value is no change.
    expect(applyChanges(form, sent(name, "x"), sent(name, "x")).patch).toEqual({});
  });

  it("finding 2: a {placeholder} of that name with no value is left as written", () => {
    expect(interpolate(`a {${name}} b`, {}, form.vars)).toBe(`a {${name}} b`);
  });
});

it("finding 2: nothing above changed Object.prototype", () => {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
