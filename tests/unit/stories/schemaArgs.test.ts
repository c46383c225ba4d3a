import { readFile, readdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import pageSchema from "../../../schema/generated/form/meta/page.schema.ts";
import { kinds } from "../../../stories/fixtures/kinds.ts";
import { withTwin } from "../../../stories/fixtures/twins.ts";
import { kindDefinition, kindNames, kindProperties, nodeFromArgs, schemaArgTypes, storyArgNames } from "../../../stories/support/schemaArgs.ts";

// Storybook's controls and docs pages of the input kinds come from the meta-schema: these tests
// hold them to it, so the format and what a designer can change in Controls never drift apart.

type Schema = Record<string, unknown>;
const definitions = pageSchema.definitions as unknown as Record<string, Schema & { properties: Record<string, Schema>; required: string[] }>;

/** A definition's property followed through its `$ref`s. */
function resolved(property: Schema): Schema {
  const ref = property.$ref;
  if (typeof ref !== "string") return property;
  return { ...resolved(definitions[ref.split("/").pop()!]!), ...property };
}

describe("the text kind's controls", () => {
  const argTypes = schemaArgTypes("text");
  const definition = definitions.textQuestion!;

  it("has a control for every property of TextQuestion but kind, and no other", () => {
    expect(Object.keys(argTypes).sort()).toEqual(Object.keys(definition.properties).filter((p) => p !== "kind").sort());
  });

  it("turns each enum into a select of its values", () => {
    expect(argTypes.variant).toMatchObject({ control: { type: "select" }, options: ["underlined", "outlined"], table: { defaultValue: { summary: '"outlined"' } } });
    expect(argTypes.inputMode).toMatchObject({ control: { type: "select" }, options: definition.properties.inputMode!.enum });
  });

  it("gives each property the control of its type, with the meta-schema's bounds and default", () => {
    expect(argTypes.label?.control).toEqual({ type: "text" });
    expect(argTypes.required?.control).toEqual({ type: "boolean" });
    expect(argTypes.maxLength).toMatchObject({ control: { type: "number", min: 1, max: 7000, step: 1 }, table: { defaultValue: { summary: "45" } } });
    expect(argTypes.messages?.control).toEqual({ type: "object" });
  });

  it("describes each property with the meta-schema's text, required ones marked", () => {
    expect(argTypes.label?.description).toBe(definitions.localizedText!.description);
    expect(argTypes.pattern?.description).toBe(definitions.pattern!.description);
    expect(argTypes.key?.type).toMatchObject({ required: true });
    expect(argTypes.label?.type).toMatchObject({ required: true });
    expect(argTypes.help?.type).toMatchObject({ required: false });
  });
});

describe("every kind's controls", () => {
  it.each(kindNames())("%s: one control per property of its definition, enums as selects", (kind) => {
    const { node } = kindDefinition(kind);
    const properties = node.properties as Record<string, Schema>;
    const argTypes = schemaArgTypes(kind);
    expect(Object.keys(argTypes).sort()).toEqual(Object.keys(properties).filter((p) => p !== "kind").sort());
    for (const [name, property] of Object.entries(properties)) {
      if (name === "kind") continue;
      const schema = resolved(property);
      const required = ((node.required as string[] | undefined) ?? []).includes(name);
      expect(argTypes[name]?.type, `${kind}.${name}`).toMatchObject({ required });
      if (Array.isArray(schema.enum)) expect(argTypes[name], `${kind}.${name}`).toMatchObject({ control: { type: "select" }, options: schema.enum });
      if (schema.type === "boolean") expect(argTypes[name]?.control, `${kind}.${name}`).toEqual({ type: "boolean" });
      if (schema.type === "integer") expect(argTypes[name]?.control, `${kind}.${name}`).toMatchObject({ type: "number", step: 1 });
    }
  });

  it("leaves the story's own arg names (state, initial, services) to the story", () => {
    for (const kind of kindNames()) for (const name of storyArgNames) expect(kindProperties(kind).map((p) => p.name)).not.toContain(name);
  });

  it("shows a property added to the format without a change to any story", () => {
    const properties = definitions.textQuestion!.properties;
    properties.hint = { description: "A hint shown inside the empty field.", type: "string" };
    try {
      expect(schemaArgTypes("text").hint).toMatchObject({ control: { type: "text" }, description: "A hint shown inside the empty field." });
    } finally {
      delete properties.hint;
    }
  });
});

describe("the kinds' stories", () => {
  it("have a fixture and a story file drawn with kindMeta for every kind of the format", async () => {
    const dir = "stories/inputs";
    const sources = await Promise.all((await readdir(dir)).map((f) => readFile(`${dir}/${f}`, "utf8")));
    const drawn = new Set(sources.flatMap((s) => [...s.matchAll(/kindMeta\("(\w+)"/g)].map((m) => m[1])));
    expect(Object.keys(kinds).sort()).toEqual(kindNames().sort());
    expect([...drawn].sort()).toEqual(kindNames().sort());
  });

  it("build the node from the args: schema properties kept, story args and empty optional text left out", () => {
    const node = nodeFromArgs("text", { key: "nickname", label: "Nickname", help: "", variant: "outlined", state: "filled", initial: { answers: {} } });
    expect(node).toEqual({ kind: "text", key: "nickname", label: "Nickname", variant: "outlined" });
  });

  it("start a fixture's question from the application's question of the same key, the fixture's own properties over it", () => {
    const firstName = withTwin(kinds.text.nodes[0]!);
    expect(firstName).toMatchObject({ kind: "text", key: "first_name", label: "First Name", required: true });
    // Inside a repeat group keys are relative: a template question is not matched with a top-level one.
    const repeat = withTwin({ kind: "repeat", id: "nosuchgroup", max: 2, itemLabel: "Entry {n}", addLabel: "Add", children: [{ kind: "text", key: "first_name", label: "First Name" }] });
    expect(repeat).toMatchObject({ children: [{ key: "first_name" }] });
    expect((repeat as { children: object[] }).children[0]).not.toHaveProperty("required");
  });
});
