/**
 * Finding 4 of issue 25: phone answers had no length limit (four of 900,000 characters each were
 * stored). Every answer the generated data model can hold as text states its longest value: a
 * maxLength, or the values it may take (enum, const). Read from the data model itself, so a new
 * kind of question without a limit fails here.
 */
import { describe, expect, it } from "vitest";
import { compileForm, kindFormats } from "../../../engine/index.ts";
import generated from "../../../schema/generated/answers.schema.json" with { type: "json" };
import { application } from "../../../schema/index.ts";

type Schema = Record<string, unknown>;
const model = generated as unknown as Schema & { properties: Record<string, Schema>; definitions: Record<string, Schema> };
const form = compileForm(application);

/** A property with its reference to the model's definitions followed. */
const resolved = (schema: Schema): Schema => (typeof schema.$ref === "string" ? resolved(model.definitions[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema);

/** Whether a value of the schema may be a string: its type says so, or it says no type at all. */
const mayBeText = (schema: Schema): boolean => schema.type === undefined || schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"));
const bounded = (schema: Schema): boolean => typeof schema.maxLength === "number" || Array.isArray(schema.enum) || "const" in schema;

describe("the longest answer the data model takes", () => {
  it("finding 4: every answer that can be text has a maxLength, or the values it may take", () => {
    const properties = Object.entries(model.properties).map(([key, schema]) => [key, resolved(schema)] as const);
    expect(properties.length).toBe(form.keys.size);
    expect(properties.filter(([, schema]) => mayBeText(schema) && !bounded(schema)).map(([key]) => key)).toEqual([]);
  });

  const phones = [...form.keys.values()].filter((info) => info.node.kind === "phone").map((info) => info.key);

  it.each(phones)("finding 4: %s takes the longest valid phone and not a character more", (key) => {
    const schema = resolved(model.properties[key] ?? {});
    const longest = kindFormats.phone.replace(/#/g, "2");
    expect(new RegExp(String(schema.pattern)).test(longest)).toBe(true);
    expect(schema.maxLength).toBe(longest.length);
  });
});
