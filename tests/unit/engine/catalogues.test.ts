/**
 * Every catalogue of the product's words (engine/words/*.json) says all the reference one says:
 * the same entries, none empty, each with the same {names} to fill in, and its own language's tag.
 * A form folder's catalogue (words/<locale>.json) is laid over the product's entry by entry, and
 * the format those files are checked against is generated from the reference and kept current.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueOf, catalogueProblems, entriesOf, productCatalogues, referenceLocale, referenceWords, writtenCatalogue } from "../../../engine/index.ts";
import { projectRoot } from "../../../scripts/formDir.ts";
import { strayNotes, wordsMetaSchema, wordsMetaSchemaPath } from "../../../scripts/wordsMetaSchema.ts";

const others = Object.keys(productCatalogues).filter((locale) => locale !== referenceLocale);
const reference = entriesOf(referenceWords);

describe.each(others)("the product's %s catalogue", (locale) => {
  const catalogue = productCatalogues[locale]!;

  it("has every entry of the reference, and no other", () => {
    expect([...entriesOf(catalogue).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it("writes every text, with the same {names} to fill in", () => {
    expect(catalogueProblems(catalogue)).toEqual([]);
  });

  it("is tagged with its own language", () => {
    expect(catalogue.locale).toBe(locale);
  });

  it("marks as meant to be the same exactly the texts that read as the reference's ($meantToBeTheSame)", () => {
    const own = entriesOf(catalogue);
    const same = [...reference].filter(([path, text]) => path !== "locale" && own.get(path) === text).map(([, text]) => text);
    expect([...((catalogue as unknown as { $meantToBeTheSame?: string[] }).$meantToBeTheSame ?? [])].sort()).toEqual([...new Set(same)].sort());
  });
});

it("the reference catalogue is tagged with its language", () => {
  expect(referenceWords.locale).toBe(referenceLocale);
});

describe("a catalogue's problems", () => {
  // Entries taken from the reference as it is, so a reworded or renamed entry changes nothing here.
  const texts = [...reference].filter(([path]) => path !== "locale") as [string, string][];
  const [firstPath, firstText] = texts[0]!;
  const [secondPath] = texts[1]!;
  const withPlaceholder = [...reference].find(([, text]) => /\{\w+\}/.test(String(text)))!;
  const tree = (entries: Map<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [path, text] of entries) {
      const keys = path.split(".");
      let at = out;
      for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
      at[keys.at(-1)!] = text;
    }
    return out;
  };

  it("names an entry left unwritten, one left empty and one whose {names} differ", () => {
    const entries = new Map(reference);
    entries.delete(firstPath!);
    entries.set(secondPath!, " ");
    entries.set(withPlaceholder[0], "no names here");
    expect(catalogueProblems(tree(entries)).map(({ path, kind }) => [path, kind])).toEqual(
      [[firstPath, "missing"], [secondPath, "empty"], [withPlaceholder[0], "placeholders"]].sort((a, b) => [...reference.keys()].indexOf(a[0]!) - [...reference.keys()].indexOf(b[0]!)),
    );
  });

  it("finds nothing in the reference itself", () => {
    expect(catalogueProblems(referenceWords)).toEqual([]);
    expect(firstText).toBeTruthy();
  });
});

describe("a form's catalogue", () => {
  const [group, key] = ["form", "submit"] as const;
  const other = others[0]!;

  it("takes a form folder's entry over the product's, in that language only", () => {
    const folder = { [other]: { [group]: { [key]: "Reworded" } } };
    expect(catalogueOf(other, folder)[group][key]).toBe("Reworded");
    expect(catalogueOf(other, folder).messages).toEqual(productCatalogues[other]!.messages);
    expect(catalogueOf(referenceLocale, folder)[group][key]).toBe(referenceWords[group][key]);
  });

  it("writes a language the product does not speak from the folder's file, tagged with it", () => {
    const folder = { xx: { [group]: { [key]: "Soumettre" } } };
    const words = catalogueOf("xx", folder);
    expect(words[group][key]).toBe("Soumettre");
    expect(words.locale).toBe("xx");
    // What it leaves unwritten is named, though the catalogue shown falls back on the reference.
    expect(catalogueProblems(writtenCatalogue("xx", folder)).length).toBe(reference.size - 2);
  });

  it("drops an entry the reference does not have, and a value that is no text", () => {
    const words = catalogueOf(other, { [other]: { [group]: { unknown: "x", [key]: { nested: "y" } as never } } }) as unknown as Record<string, Record<string, unknown>>;
    expect(words[group]!.unknown).toBeUndefined();
    expect(words[group]![key]).toBe(productCatalogues[other]![group][key]);
  });
});

describe("the catalogues' format, schema/meta/words.schema.json", () => {
  it("is the one generated from the reference catalogue and its notes (npm run schema:build writes it)", () => {
    expect(readFileSync(join(projectRoot, wordsMetaSchemaPath), "utf8")).toBe(wordsMetaSchema());
  });

  it("has a note for no entry the reference lacks", () => {
    expect(strayNotes()).toEqual([]);
  });
});
