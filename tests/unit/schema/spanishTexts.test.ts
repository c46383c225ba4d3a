/**
 * The transfer form is written in English and Spanish (schema/partner.json `locales`): every text
 * of the form folder has its Spanish, a Spanish text is not its English left as it was, and both
 * fill the same {tokens}. The texts are found in the folder as schema:check reads it and resolved
 * per locale by the engine, so a text added later is held to the same.
 */
import { describe, expect, it } from "vitest";
import { compileForm, isLocaleTexts, placeholders, resolveTexts } from "../../../engine/index.ts";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { type SchemaFile, allFiles, loadSchema } from "../../../scripts/schema-lint/load.ts";
import { isPlainTextProblem } from "../../../scripts/schema-lint/localeTexts.ts";

const dir = new URL("../../../schema", import.meta.url).pathname;

/**
 * English texts whose Spanish is rightly the same, so a translation is not missing where the two
 * are equal. Anything else that reads the same in both languages is a text left untranslated.
 */
const sameInSpanish: ReadonlySet<string> = new Set([
  // Countries (schema/options/countries.json) whose usual Spanish name is spelled as in English.
  ...["Albania", "Andorra", "Angola", "Argentina", "Armenia", "Aruba", "Australia", "Austria", "Bahamas", "Bangladesh", "Barbados", "Bolivia", "Bulgaria"],
  ...["Burkina Faso", "Burundi", "Cabo Verde", "Chad", "Chile", "China", "Colombia", "Congo", "Costa Rica", "Cuba", "Dominica", "Ecuador", "El Salvador"],
  ...["Eritrea", "Estonia", "Gambia", "Ghana", "Gibraltar", "Guatemala", "Guernsey", "Guinea", "Guyana", "Honduras", "Hong Kong", "India", "Indonesia"],
  ...["Israel", "Jamaica", "Jersey", "Kiribati", "Kuwait", "Laos", "Liberia", "Liechtenstein", "Macao", "Madagascar", "Mali", "Malta", "Mauritania"],
  ...["Mayotte", "Mongolia", "Montenegro", "Montserrat", "Mozambique", "Namibia", "Nauru", "Nepal", "Nicaragua", "Nigeria", "Niue", "Paraguay", "Portugal"],
  ...["Samoa", "San Marino", "Senegal", "Serbia", "Seychelles", "Somalia", "Sri Lanka", "Tanzania", "Togo", "Tokelau", "Tonga", "Tuvalu", "Uganda"],
  ...["Uruguay", "Vanuatu", "Venezuela", "Vietnam", "Yemen", "Zambia"],
  // US states and territories (schema/options/statesUs.json; Georgia, Guam and Puerto Rico are countries' names too) with no Spanish form in common use in the US.
  ...["Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware", "Florida", "Georgia", "Guam", "Idaho", "Illinois"],
  ...["Indiana", "Iowa", "Kansas", "Kentucky", "Maine", "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi", "Missouri", "Montana"],
  ...["Nebraska", "Nevada", "Ohio", "Oklahoma", "Oregon", "Puerto Rico", "Rhode Island", "Tennessee", "Texas", "Utah", "Vermont", "Virginia"],
  ...["Washington", "Wisconsin", "Wyoming"],
  // Canadian provinces and territories (schema/options/provincesCa.json) spelled the same in Spanish.
  ...["Alberta", "Manitoba", "Nunavut", "Ontario", "Quebec", "Saskatchewan"],
  // Name suffixes, kept as written in official documents, and the gender-neutral title Mx., which Spanish has no standard form of.
  ...["Jr.", "Sr.", "II", "III", "IV", "Mx."],
  // Words Spanish spells the same: the answer No (yesNo.json) and the footer's heading Cookies.
  ...["No", "Cookies"],
  // The application PDF's file name pattern (receipt.json /pdf/fileName): only its extension is letters.
  "{name}-{reference}.pdf",
]);

interface Text {
  file: string;
  pointer: string;
  en: string;
  es: string;
}

/** The office's postal address (partner.json addressLines): its street and city are names, written the same in every language, so a line here that reads the same is not taken for one left untranslated. */
const isPostalAddress = (text: Text): boolean => text.file === "partner.json" && text.pointer.startsWith("/addressLines/");

const hasLetters = (text: string): boolean => /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ""));

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

  it("translates every text, except the ones the same in both languages", () => {
    const untranslated = texts.filter((t) => t.es === t.en && hasLetters(t.en) && !sameInSpanish.has(t.en) && !isPostalAddress(t));
    expect(untranslated).toEqual([]);
  });

  it("lists as the same in Spanish only texts that are", () => {
    const same = new Set(texts.filter((t) => t.es === t.en).map((t) => t.en));
    expect([...sameInSpanish].filter((t) => !same.has(t))).toEqual([]);
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
