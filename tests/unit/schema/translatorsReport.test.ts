/**
 * The translator's report (`schema:check -- --locale <tag>`) on a half-translated copy of the form:
 * a language added to partner.json, every other text of the form given it, half of the product's
 * words written in words/<tag>.json. The report names exactly the texts left, the form's and the
 * product's, each once, where it stands; a copied text is named unless marked as meant to read the
 * same, and a mark no text needs is named too. Every text is found in the copy, never listed here.
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { entriesOf, isLocaleTexts, referenceWords } from "../../../engine/index.ts";
import { translatorsReport } from "../../../scripts/schema-check.ts";
import { pointerFrom } from "../../../scripts/schema-lint/locate.ts";
import { cleanUp, copyWithEdits } from "./formCopy.ts";
import { cp } from "node:fs/promises";

afterAll(cleanUp);

const locale = "fr";
type Json = Record<string, unknown>;

/** Each text map of a value, with its pointer, in document order. */
function maps(value: unknown, segments: string[] = [], out: { pointer: string; texts: Record<string, string> }[] = []) {
  if (isLocaleTexts(value)) out.push({ pointer: pointerFrom(segments), texts: value });
  else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) maps(inner, [...segments, key], out);
  return out;
}

/** The form folder's JSON files with texts, by path (its meta-schemas and words aside). */
async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((path) => path.endsWith(".json") && !path.startsWith("meta/") && !path.startsWith("words/") && !path.startsWith("generated/")).sort();
}

describe("the translator's report on a half-translated copy of the form", async () => {
  const dir = await copyWithEdits((to) => cp("schema", to, { recursive: true, filter: (from) => !from.includes("/generated") }), []);
  const partner = JSON.parse(await readFile(join(dir, "partner.json"), "utf8")) as Json;
  const first = (partner.locales as string[])[0]!;
  partner.locales = [...(partner.locales as string[]), locale];
  await writeFile(join(dir, "partner.json"), JSON.stringify(partner, null, 2));

  // Every other text map gets its French; the first map translated is given its default text as is, copied.
  const left: string[] = [];
  let copied: string | undefined;
  let seen = 0;
  for (const path of await textFiles(dir)) {
    const json = JSON.parse(await readFile(join(dir, path), "utf8")) as Json;
    for (const { pointer, texts } of maps(json)) {
      if (texts[first] === undefined) continue;
      if (seen++ % 2) left.push(`${path} ${pointer}`);
      else if (copied === undefined && /^\p{L}+(\s\p{L}+){2,}$/u.test(texts[first])) {
        texts[locale] = texts[first];
        copied = `${path} ${pointer}`;
      } else texts[locale] = `${texts[first]} (fr)`;
    }
    await writeFile(join(dir, path), JSON.stringify(json, null, 2));
  }

  // Half of the product's words, the other half left; a mark for a text nothing reads the same.
  const entries = [...entriesOf(referenceWords)].filter(([path]) => path !== "locale") as [string, string][];
  const words: Json = { $schema: "../meta/words.schema.json", $meantToBeTheSame: ["Nothing reads this"] };
  const unwritten: string[] = [];
  entries.forEach(([path, text], i) => {
    if (i % 2) return void unwritten.push(path);
    const keys = path.split(".");
    let at = words;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Json;
    at[keys.at(-1)!] = `${text} (fr)`;
  });
  await writeFile(join(dir, "words", `${locale}.json`), JSON.stringify(words, null, 2));

  const report = await translatorsReport(dir, locale);

  it("names every text of the form left without the language, and no other", () => {
    const named = report.filter((p) => p.message.startsWith(`no "${locale}" text for "`)).map((p) => `${p.file} ${p.pointer}`);
    expect(named.sort()).toEqual([...left].sort());
  });

  it("names a text copied from the default language, and tells how to mark it meant to be the same", () => {
    expect(copied).toBeDefined();
    const named = report.filter((p) => p.message.includes(`text is the "${first}" one`));
    expect(named.map((p) => `${p.file} ${p.pointer}`)).toEqual([copied]);
    expect(named[0]!.message).toContain('"$meantToBeTheSame"');
  });

  it("names every product word left unwritten in the language", () => {
    const named = report.filter((p) => p.message.includes("for the product's")).map((p) => /product's "([^"]+)"/.exec(p.message)?.[1]);
    expect(named.sort()).toEqual([...unwritten].sort());
  });

  it("names a mark no text needs", () => {
    expect(report.filter((p) => p.pointer.startsWith("/$meantToBeTheSame/")).map((p) => p.message)).toEqual([expect.stringContaining('"Nothing reads this"')]);
  });

  it("holds nothing else, each text once, at its line", () => {
    expect(report.length).toBe(left.length + 1 + unwritten.length + 1);
    expect(report.every((p) => p.line >= 1 && p.column >= 1)).toBe(true);
    expect(report.filter((p) => p.file !== `words/${locale}.json`).every((p) => p.line > 1)).toBe(true);
  });

  it("once a copied text is marked as meant to be the same, no longer names it", async () => {
    const copiedText = report.find((p) => p.message.includes(`text is the "${first}" one`))!.message.match(/one, ("[^"]*")/)![1]!;
    await writeFile(join(dir, "words", `${locale}.json`), JSON.stringify({ ...words, $meantToBeTheSame: [JSON.parse(copiedText)] }, null, 2));
    const again = await translatorsReport(dir, locale);
    expect(again.filter((p) => p.message.includes(`text is the "${first}" one`))).toEqual([]);
    expect(again.length).toBe(left.length + unwritten.length);
  });
});
