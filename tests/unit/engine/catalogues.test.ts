/**
 * Every catalogue of the product's words (engine/words) says all the English one says: the same
 * entries, none empty, each with the same {names} to fill in, and its own language's tag. The
 * type check already refuses a missing entry; this also finds an extra one, a text left empty and
 * a placeholder lost or misspelt in translation, which would show as written.
 */
import { describe, expect, it } from "vitest";
import { type Locale, catalogues, defaultLocale, placeholders } from "../../../engine/index.ts";

type Tree = { readonly [key: string]: string | Tree };

/** Each text of a catalogue by its path ("form.saveAndContinue"). */
function texts(tree: Tree, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === "string") found.set(at, value);
    else for (const [inner, text] of texts(value, at)) found.set(inner, text);
  }
  return found;
}

const reference = texts(catalogues[defaultLocale]);
const others = (Object.keys(catalogues) as Locale[]).filter((locale) => locale !== defaultLocale);

describe.each(others)("the %s catalogue", (locale) => {
  const own = texts(catalogues[locale]);

  it("has every entry of the default one, and no other", () => {
    expect([...own.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it("writes every text, with the same {names} to fill in", () => {
    const differences = [...reference].flatMap(([path, text]) => {
      const translated = own.get(path) ?? "";
      const same = JSON.stringify(placeholders(translated).sort()) === JSON.stringify(placeholders(text).sort());
      return translated.trim() !== "" && same ? [] : [`${path}: ${JSON.stringify(translated)} for ${JSON.stringify(text)}`];
    });
    expect(differences).toEqual([]);
  });

  it("is tagged with its own language", () => {
    expect(catalogues[locale].locale).toBe(locale);
  });
});

it("the default catalogue is tagged with its language", () => {
  expect(catalogues[defaultLocale].locale).toBe(defaultLocale);
});
