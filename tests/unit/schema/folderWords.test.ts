/**
 * A form folder adds a language or rewords the product's words with files alone
 * (words/<locale>.json), and schema:check names what such a file leaves wrong at its place: an
 * entry unwritten, a {name} lost, an entry the product has not, a language the form does not
 * declare. The catalogues are made from the reference one as it is, so a new product word changes
 * nothing here.
 */
import { afterAll, describe, expect, it } from "vitest";
import { catalogueOf, entriesOf, referenceWords } from "../../../engine/index.ts";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { readDefinition } from "../../../scripts/schemaSource.ts";
import { cleanUp, exampleCopy } from "./exampleCopy.ts";

afterAll(cleanUp);

type Tree = Record<string, unknown>;

/** The reference catalogue with every text passed through `word`, its {names} kept. */
function translated(word: (text: string) => string, skip: readonly string[] = []): Tree {
  const out: Tree = { $schema: "../meta/words.schema.json" };
  for (const [path, text] of entriesOf(referenceWords)) {
    if (path === "locale" || skip.includes(path)) continue;
    const keys = path.split(".");
    let at = out;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Tree;
    at[keys.at(-1)!] = word(String(text));
  }
  return out;
}

const french = (text: string): string => `fr ${text}`;
const plain = (problems: Awaited<ReturnType<typeof checkSchema>>) => problems.map(({ file, pointer, message }) => ({ file, pointer, message }));
const texts = [...entriesOf(referenceWords)].filter(([path]) => path !== "locale") as [string, string][];

describe("a form folder's words", () => {
  it("add a language the product does not speak, with every entry written", async () => {
    const dir = await exampleCopy([
      { file: "partner.json", op: "replace", pointer: "/locales", value: ["fr"] },
      { file: "words/fr.json", op: "write", value: translated(french) },
    ]);
    expect(plain(await checkSchema(dir))).toEqual([]);
    // The form's catalogue in French is the folder's, entry for entry (the {names} kept).
    const words = catalogueOf("fr", (await readDefinition(dir)).words);
    expect([...entriesOf(words)].filter(([path]) => path !== "locale").every(([, text]) => String(text).startsWith("fr "))).toBe(true);
  });

  it("name each entry the new language leaves unwritten, and a {name} lost, where the file would hold it", async () => {
    const [[missing], [lost, lostText]] = [texts[0]!, texts.find(([, text]) => /\{\w+\}/.test(text))!];
    const words = translated((text) => (text === lostText ? "sans nom" : french(text)), [missing]);
    const dir = await exampleCopy([
      { file: "partner.json", op: "replace", pointer: "/locales", value: ["fr"] },
      { file: "words/fr.json", op: "write", value: words },
    ]);
    const problems = plain(await checkSchema(dir));
    expect(problems.map(({ file }) => file)).toEqual(["words/fr.json", "words/fr.json"]);
    expect(problems.map(({ message }) => message)).toEqual(
      expect.arrayContaining([expect.stringContaining(`no text for "${missing}"`), expect.stringContaining(`"${lost}" fills in nothing`)]),
    );
    expect(problems.find(({ message }) => message.includes(missing))?.pointer).toBe(missing.includes(".") ? `/${missing.split(".").slice(0, -1).join("/")}` : "");
  });

  it("refuse an entry the product has not, at its name", async () => {
    const dir = await exampleCopy([{ file: "words/en.json", op: "write", value: { $schema: "../meta/words.schema.json", form: { notAWord: "x" } } }]);
    expect(plain(await checkSchema(dir))).toEqual([expect.objectContaining({ file: "words/en.json", pointer: "/form/notAWord" })]);
  });

  it("reword an entry of a language the product speaks, and nothing else", async () => {
    const [path] = texts.find(([key]) => key.startsWith("form."))!;
    const key = path.split(".")[1]!;
    const dir = await exampleCopy([{ file: "words/en.json", op: "write", value: { $schema: "../meta/words.schema.json", form: { [key]: "Send it" } } }]);
    expect(plain(await checkSchema(dir))).toEqual([]);
    expect((await readDefinition(dir)).words).toEqual({ en: { $schema: "../meta/words.schema.json", form: { [key]: "Send it" } } });
  });

  it("for a language the form does not declare are named: no page would show them", async () => {
    const dir = await exampleCopy([{ file: "words/de.json", op: "write", value: translated(french) }]);
    expect(plain(await checkSchema(dir))).toEqual([expect.objectContaining({ file: "words/de.json", pointer: "", message: expect.stringContaining('does not declare "de"') })]);
  });
});
