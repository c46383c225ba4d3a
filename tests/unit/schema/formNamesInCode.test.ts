/**
 * A form is a folder: nothing in app/, renderer/, server/ or engine/ names a page, a question key,
 * an option list or the university of the form (issue 30). The names are taken from the schema folder as it is,
 * so a page or question an author adds is covered at once; comments may use them as examples.
 * An exception is allowed only below, each with its reason.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addressFields, schoolFields, schoolOwnKeys } from "../../../engine/index.ts";
import { partnerSettings } from "../../../schema/partner.ts";
import { realForm } from "../../../stories/fixtures/forms.ts";

const folders = ["app", "renderer", "server", "engine"];

/** Names a file may hold, each with the reason it may. */
const allowed: readonly { file: RegExp; names: readonly string[]; reason: string }[] = [
  {
    file: /^server\/(bench\/|.+\/bench\.ts$)/,
    names: [...realForm.keys.keys()],
    reason: "the benchmarks time the shipped form with realistic answers of its own; they are run by hand, and the product never loads them",
  },
  {
    file: /^(renderer\/context\/services\.ts|server\/lookup\/(schools\/(colleges|high-schools)\.ts|cli\.ts|bench\.ts))$/,
    names: ["hs_ceeb", "college_ceeb"],
    reason: "the lookup's names of its two school data sets (the lookup API's categories), which the shipped form's code keys happen to share",
  },
];

/**
 * The answer keys of the format rather than of the form: the fields a composite input writes under
 * its prefix, which a form with an empty prefix has as keys of its own (the lookups fill them by
 * these names).
 */
const lists = { countryOptions: "countries", stateOptions: { X: "states" } };
const bareSchool = { kind: "schoolSearch", prefix: "", ...lists, label: "", category: "college_ceeb" } as const;
const formatKeys = new Set(
  [...addressFields({ kind: "address", prefix: "", ...lists, label: "" }), ...schoolFields(bareSchool)]
    .map((node) => ("key" in node ? String(node.key) : ""))
    .concat(schoolOwnKeys(bareSchool)),
);

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every name of the form, with the pattern that finds it in code. */
function formNames(): { name: string; what: string; pattern: RegExp }[] {
  const pages = realForm.pages.map((page) => ({
    name: page.id,
    what: "page id",
    // As a route (/about, /about#key) or a string ("about"): a page id is often an English word.
    pattern: new RegExp(`["'\`/]${escape(page.id)}(?=["'\`#?/])`),
  }));
  const keys = [...realForm.keys.keys()]
    .filter((key) => !formatKeys.has(key))
    .map((key) => ({
      name: key,
      what: "question key",
      // A key with an underscore as any identifier (answer.first_name); a one-word key only as a string.
      pattern: key.includes("_") ? new RegExp(`(?<![\\w$])${escape(key)}(?![\\w$])`) : new RegExp(`["'\`]${escape(key)}["'\`]`),
    }));
  const partner = partnerSettings as unknown as Record<string, unknown>;
  const brand = ["providerName", "schoolAbbreviation", "applicationTitle", "websiteWord"]
    .map((field) => String(partner[field] ?? ""))
    .filter((value) => value.length >= 3)
    .map((value) => ({ name: value, what: "partner setting", pattern: new RegExp(`(?<![\\w])${escape(value)}(?![\\w])`) }));
  // An option list by its name, as a string: the form's questions name their lists (an address its country's and states').
  const optionLists = [...realForm.lists.keys()].map((name) => ({ name, what: "option list", pattern: new RegExp(`["'\`]${escape(name)}["'\`]`) }));
  return [...pages, ...keys, ...brand, ...optionLists];
}

/** The code of a file without its comments (a comment may give an example), strings kept. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:\\])\/\/.*$/gm, "$1");
}

function codeFiles(): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(tsx?|jsx?|css)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((path) => !path.includes("/generated/")),
  );
}

/** Each name of the form a file of the code holds and may not, as "file: what name". */
function namesInCode(files: readonly string[], read: (file: string) => string): string[] {
  const names = formNames();
  return files.flatMap((file) => {
    const code = withoutComments(read(file));
    return names
      .filter(({ pattern }) => pattern.test(code))
      .filter(({ name }) => !allowed.some((a) => a.file.test(file) && a.names.includes(name)))
      .map(({ name, what }) => `${file}: ${what} ${name}`);
  });
}

describe("the code names nothing of the form", () => {
  it("finds no page id, question key, option list or partner name in app/, renderer/, server/ or engine/", () => {
    expect(namesInCode(codeFiles(), (file) => readFileSync(file, "utf8"))).toEqual([]);
  });

  it("would find one: a route, a key, the university's name and an option list written into code", () => {
    const page = realForm.pages[0]!.id;
    const key = [...realForm.keys.keys()].find((k) => k.includes("_") && !formatKeys.has(k))!;
    const list = [...realForm.lists.keys()][0]!;
    const planted = `navigate("/${page}"); const v = answers.${key}; const t = "${partnerSettings.providerName}"; const o = lists.get("${list}");`;
    expect(namesInCode(["app/planted.ts"], () => planted)).toEqual(
      expect.arrayContaining([`app/planted.ts: page id ${page}`, `app/planted.ts: question key ${key}`, `app/planted.ts: partner setting ${partnerSettings.providerName}`, `app/planted.ts: option list ${list}`]),
    );
    expect(namesInCode(["app/planted.ts"], () => `// navigate("/${page}"), answers.${key}\n/* ${partnerSettings.providerName} */`)).toEqual([]);
  });

  it("gives every exception a reason", () => {
    for (const exception of allowed) expect(exception.reason.length).toBeGreaterThan(20);
  });
});
