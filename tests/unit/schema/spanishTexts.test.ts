/**
 * The transfer form is written in English and Spanish (schema/partner.json `locales`): every text
 * of the form folder has its Spanish, a Spanish text is not its English left as it was, and both
 * fill the same {tokens}. The texts are found in the folder as schema:check reads it and resolved
 * per locale by the engine, so a text added later is held to the same.
 */
import { describe, expect, it } from "vitest";
import { compileForm, isLocaleTexts, placeholders, resolveTexts } from "../../../engine/index.ts";
import { checkSchema, translatorsReport } from "../../../scripts/schema-check.ts";
import { type SchemaFile, allFiles, loadSchema } from "../../../scripts/schema-lint/load.ts";
import { isPlainTextProblem } from "../../../scripts/schema-lint/localeTexts.ts";

const dir = new URL("../../../schema", import.meta.url).pathname;

interface Text {
  file: string;
  pointer: string;
  en: string;
  es: string;
}

/** The value at a JSON pointer of a resolved file. */
const at = (value: unknown, pointer: string): unknown => pointer.split("/").slice(1).reduce<unknown>((v, s) => (v as Record<string, unknown> | undefined)?.[s], value);

/** Every text of a file: each map of locales in it, read back from the file resolved in English and in Spanish by the engine. */
function textsOf(file: SchemaFile): Text[] {
  const pointers: string[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (isLocaleTexts(value)) pointers.push(pointer);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, `${pointer}/${k}`);
  };
  walk(file.json, "");
  const [en, es] = [resolveTexts(file.json, "en"), resolveTexts(file.json, "es")];
  return pointers.flatMap((pointer) => {
    const [english, spanish] = [at(en, pointer), at(es, pointer)];
    // A map of a text's shape the engine does not take for a text (an address's state lists by country) is none.
    return typeof english === "string" && typeof spanish === "string" ? [{ file: file.path, pointer, en: english, es: spanish }] : [];
  });
}

const schema = await loadSchema(dir);
// The form folder's own files; the meta-schemas describe texts, they hold none.
const texts = allFiles(schema)
  .filter((f) => !f.path.startsWith("meta/"))
  .flatMap(textsOf);

describe("the transfer form in Spanish", () => {
  it("declares English, its default, and Spanish", () => {
    expect(schema.partner.json.locales).toEqual(["en", "es"]);
  });

  it("has no text without its Spanish: schema:check names none", async () => {
    const missing = (await checkSchema(dir)).filter((p) => isPlainTextProblem(p.message) || p.message.includes('no "es" text'));
    expect(missing).toEqual([]);
  }, 20_000);

  it("compiles in Spanish, every text resolved", () => {
    expect(compileForm(schema.definition, { locale: "es" }).locale).toBe("es");
  });

  it("finds the texts of every kind of file", () => {
    const files = new Set(texts.map((t) => t.file.replace(/\/.*|\.json$/, "")));
    expect([...files].sort()).toEqual(expect.arrayContaining(["footer", "options", "pages", "partner", "receipt", "rules"]));
    expect(texts.length).toBeGreaterThan(600);
  });

  // The texts rightly the same in both (names, "No") are the folder's words/es.json "$meantToBeTheSame", which the report also holds to texts that are.
  it("translates every text, except the ones marked as meant to read the same: the translator's report names none", async () => {
    expect(await translatorsReport(dir, "es")).toEqual([]);
  });

  it("fills the same {tokens} in Spanish as in English", () => {
    const tokens = (text: string): string[] => [...new Set(placeholders(text))].sort();
    const differing = texts.filter((t) => tokens(t.en).join() !== tokens(t.es).join());
    expect(differing).toEqual([]);
  });

  it("keeps the English's links in Spanish", () => {
    const addresses = (text: string): string[] => [...text.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1] ?? "");
    const differing = texts.filter((t) => addresses(t.en).join() !== addresses(t.es).join());
    expect(differing).toEqual([]);
  });
});
