/**
 * The pseudo-locale's pieces (issue 40), on the form's and the product's own texts: pseudo() keeps
 * what a program reads in a text and is told from a text it never touched; pseudoFormCopy gives
 * every text of a form folder its pseudo text and changes nothing else.
 */
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileForm, entriesOf, interpolate, isLocaleTexts, placeholders, referenceWords, textRuns } from "../../../engine/index.ts";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { allFiles, loadSchema } from "../../../scripts/schema-lint/load.ts";
import { readDefinition } from "../../../scripts/schemaSource.ts";
import { untransformedLines } from "../../e2e/support/untransformed.ts";
import { pseudoFormCopy } from "../../support/pseudoForm.ts";
import { pseudo, pseudoCatalogue, pseudoClose, pseudoOpen, untransformedParts } from "../../support/pseudoLocale.ts";

const root = new URL("../../..", import.meta.url).pathname;
const pseudoLocale = "xx";

/** Each text map of a value with its JSON pointer. */
function textMaps(value: unknown, pointer = ""): { pointer: string; texts: Record<string, string> }[] {
  if (isLocaleTexts(value)) return [{ pointer, texts: value }];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => textMaps(v, `${pointer}/${k.replaceAll("~", "~0").replaceAll("/", "~1")}`));
}

const schema = await loadSchema(join(root, "schema"));
const formLocale = (schema.partner.json.locales as string[])[0]!;
/** The texts of the form folder in its default locale; the meta-schemas describe texts, they hold none. */
const formTexts = allFiles(schema)
  .filter((f) => !f.path.startsWith("meta/"))
  .flatMap((f) => textMaps(f.json).map(({ texts }) => texts[formLocale]!));
/** The product's words (the catalogue's language tag is no text). */
const catalogueTexts = [...entriesOf(referenceWords)].filter(([path]) => path !== "locale").map(([, text]) => String(text));
const texts = [...new Set([...formTexts, ...catalogueTexts])].filter((t) => t.trim() !== "");

/** A text with each of its {tokens} filled with a word of English, as a page would fill it with a value. */
const filled = (text: string): string => interpolate(text, Object.fromEntries(placeholders(text).map((name) => [name, "Example"])));

describe("pseudo", () => {
  it("is given the form's and the product's texts", () => {
    expect(formTexts.length).toBeGreaterThan(100);
    expect(catalogueTexts.length).toBeGreaterThan(100);
    expect(texts.some((t) => placeholders(t).length > 0)).toBe(true);
    expect(texts.some((t) => textRuns(t).some((run) => "href" in run))).toBe(true);
  });

  it("keeps every {token} of a text, in order", () => {
    expect(texts.filter((t) => placeholders(pseudo(t)).join() !== placeholders(t).join())).toEqual([]);
  });

  it("keeps the address of every link, its label transformed on its own", () => {
    const linked = texts.filter((t) => textRuns(t).some((run) => "href" in run));
    for (const text of linked) {
      const links = (t: string): { text: string; href: string }[] => textRuns(t).filter((run) => "href" in run);
      expect(links(pseudo(text)).map((l) => l.href)).toEqual(links(text).map((l) => l.href));
      // A link is drawn as an element of its own: its label alone reads as transformed.
      for (const link of links(pseudo(text))) expect(untransformedParts(filled(link.text))).toEqual([]);
    }
  });

  it("makes a text about 40 % longer", () => {
    const ratios = texts.filter((t) => t.length >= 20 && !t.includes("\n") && !t.includes("](")).map((t) => pseudo(t).length / t.length);
    expect(Math.min(...ratios)).toBeGreaterThanOrEqual(1.4);
    expect(Math.max(...ratios)).toBeLessThan(1.5);
  });

  it("accents letters and wraps the text in brackets", () => {
    const text = texts.find((t) => /^[A-Za-z ]{8,}$/.test(t))!;
    const shown = pseudo(text);
    expect(shown.startsWith(pseudoOpen) && shown.endsWith(pseudoClose)).toBe(true);
    expect(shown).not.toContain(text);
    expect(shown.normalize("NFD").replace(/\p{M}/gu, "")).toContain(text);
  });

  it("leaves an empty or blank text as it is, and the whitespace around a text outside it", () => {
    expect(pseudo("")).toBe("");
    expect(pseudo("  ")).toBe("  ");
    const spaced = texts.find((t) => t !== t.trimEnd())!;
    expect(pseudo(spaced).endsWith(`${pseudoClose}${spaced.slice(spaced.trimEnd().length)}`)).toBe(true);
  });

  it("transforms a text of several lines line by line, keeping its empty lines", () => {
    const mail = texts.find((t) => t.includes("\n\n"))!;
    const lines = pseudo(mail).split("\n");
    expect(lines.length).toBe(mail.split("\n").length);
    expect(lines.filter((l) => l !== "" && !(l.startsWith(pseudoOpen) && l.endsWith(pseudoClose)))).toEqual([]);
  });
});

describe("untransformedParts", () => {
  it("finds nothing in any pseudo text once its tokens are filled", () => {
    expect(texts.filter((t) => untransformedParts(filled(pseudo(t))).length > 0)).toEqual([]);
  });

  it("finds the words of every text that was not transformed", () => {
    const worded = texts.filter((t) => /\p{L}/u.test(t.replace(/\{[^}]*\}/g, "")));
    expect(worded.filter((t) => untransformedParts(filled(t)).length === 0)).toEqual([]);
  });

  it("names a plain English word among pseudo texts", () => {
    expect(untransformedParts("Continue")).toEqual(["Continue"]);
    expect(untransformedParts(`${pseudo("Save")} Continue ${pseudo("Cancel")}`)).toEqual(["Continue"]);
  });

  it("passes over an allowed value, whole and not inside a longer word", () => {
    expect(untransformedParts(`${pseudo("Name")} Mary Ann O'Neil`, ["Mary Ann O'Neil"])).toEqual([]);
    expect(untransformedParts("Maryland", ["Mary"])).toEqual(["Maryland"]);
  });

  it("reads a text cut around an element inside it (a link filled in) as one", () => {
    const [before, after] = pseudo("Started already? {link} to go on.").split("{link}");
    expect(untransformedParts(`${before}${pseudo("Log in")}${after}`)).toEqual([]);
    expect(untransformedParts(after!)).not.toEqual([]);
  });
});

describe("untransformedLines", () => {
  it("follows a pseudo text over the lines it wraps onto, and names a line written in no catalogue", () => {
    const long = pseudo(texts.find((t) => t.length > 80 && !t.includes("\n"))!);
    const wrapped = `${long.slice(0, 40)}\n${long.slice(40)}`;
    expect(untransformedLines(`${wrapped}\nPage 1 of 2\n${pseudo("Signed")} Jane Doe`, ["Jane Doe"])).toEqual(["Page 1 of 2"]);
  });
});

describe("pseudoCatalogue", () => {
  const words = referenceWords;
  const written = pseudoCatalogue(words, pseudoLocale) as Record<string, unknown>;

  it("gives the catalogue the pseudo-locale's tag, a tag Intl reads", () => {
    expect(written.locale).toBe(pseudoLocale);
    expect(() => new Intl.ListFormat(written.locale as string)).not.toThrow();
  });

  it("writes every other text of the catalogue in pseudo, in the same place", () => {
    expect([...entriesOf(written)].filter(([path]) => path !== "locale").map(([, text]) => text)).toEqual(catalogueTexts.map(pseudo));
    expect(Object.keys(written)).toEqual(Object.keys(words));
    expect(written.$schema).toBe("../meta/words.schema.json");
  });
});

/** The JSON of every file of a folder by its relative path, and every other file's bytes. */
async function folder(dir: string): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name));
    const content = await readFile(join(dir, path));
    out.set(path, path.endsWith(".json") ? JSON.parse(content.toString("utf8")) : content);
  }
  return out;
}

/** A value with the pseudo-locale taken out of its text maps (a map of the default locale alone a plain text again, in a form of one locale). */
function withoutPseudo(value: unknown, oneLocale: boolean): unknown {
  if (isLocaleTexts(value) && pseudoLocale in value) {
    const rest = Object.fromEntries(Object.entries(value).filter(([locale]) => locale !== pseudoLocale));
    return oneLocale ? Object.values(rest)[0] : rest;
  }
  if (Array.isArray(value)) return value.map((v) => withoutPseudo(v, oneLocale));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutPseudo(v, oneLocale)]));
  return value;
}

/** Problems schema:check names in a pseudo copy other than the product's missing catalogue in the pseudo-locale (which engine/words gives, not the copy). */

describe.each([
  { from: "schema", oneLocale: false },
  { from: "examples/scholarship", oneLocale: true },
])("pseudoFormCopy of $from", ({ from, oneLocale }) => {
  let to = "";
  let original = new Map<string, unknown>();
  let copy = new Map<string, unknown>();
  beforeAll(async () => {
    to = join(await mkdtemp(join(tmpdir(), "pseudo-form-")), "form");
    await pseudoFormCopy(join(root, from), to, pseudoLocale);
    original = await folder(join(root, from));
    copy = await folder(to);
  });
  afterAll(() => rm(join(to, ".."), { recursive: true, force: true }));

  const partnerOf = (files: Map<string, unknown>): { locales?: string[] } => files.get("partner.json") as { locales?: string[] };
  const formFiles = (files: Map<string, unknown>): [string, unknown][] => [...files].filter(([path]) => path.endsWith(".json") && !/^(meta|words|generated)\//.test(path));

  it("declares the pseudo-locale after the form's own", () => {
    const own = partnerOf(original).locales ?? ["en"];
    expect(partnerOf(copy).locales).toEqual([...own, pseudoLocale]);
  });

  it("gives every text of the form a text in the pseudo-locale, made from the default locale's", () => {
    const main = (partnerOf(original).locales ?? ["en"])[0]!;
    const maps = formFiles(copy).flatMap(([path, json]) => textMaps(json).map((m) => ({ path, ...m })));
    expect(maps.length).toBeGreaterThan(oneLocale ? 20 : 600);
    expect(maps.filter((m) => m.texts[pseudoLocale] === undefined)).toEqual([]);
    // Values a program reads keep the default's: the time's Intl locale, the PDF's file name.
    const values = new Set(["receipt.json/timeFormat/locale", "receipt.json/pdf/fileName"]);
    expect(maps.filter((m) => m.texts[pseudoLocale] !== (values.has(`${m.path}${m.pointer}`) ? m.texts[main] : pseudo(m.texts[main]!)))).toEqual([]);
  });

  it("leaves schema:check nothing to name: the pseudo-locale is a sound language of the form, its product words included", async () => {
    expect(await checkSchema(to)).toEqual([]);
  });

  it("compiles in the pseudo-locale", async () => {
    expect(compileForm(await readDefinition(to), { locale: pseudoLocale }).locale).toBe(pseudoLocale);
  });

  it("changes nothing else: its files are the form's once the pseudo-locale is taken out, and nothing generated is copied", () => {
    const pseudoFiles = [`words/${pseudoLocale}.json`];
    expect([...copy.keys()].filter((p) => !pseudoFiles.includes(p)).sort()).toEqual([...original.keys()].filter((p) => !p.startsWith("generated/")).sort());
    for (const [path, content] of copy) {
      if (pseudoFiles.includes(path)) continue;
      if (!path.endsWith(".json")) expect(content, path).toEqual(original.get(path));
      else {
        const back = path === "partner.json" ? { ...(content as object), locales: partnerOf(original).locales } : content;
        expect(withoutPseudo(back, oneLocale), path).toEqual(original.get(path));
      }
    }
  });

  it("writes the product's words in the pseudo-locale", () => {
    expect(copy.get(`words/${pseudoLocale}.json`)).toEqual(pseudoCatalogue(referenceWords, pseudoLocale));
  });
});
