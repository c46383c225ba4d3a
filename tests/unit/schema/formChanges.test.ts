/**
 * The changes between two versions of the form that orphan or reinterpret stored answers (engine
 * formChanges), and schema:check's problems for them. Each case edits a copy of the real form in
 * schema/ as an author would, choosing what to edit from the form itself (its first optional
 * question, a list's first option, a repeat group…), so the cases hold whatever today's form asks.
 */
import { cp, readFile } from "node:fs/promises";
import { join } from "node:path";
import { getNodeValue, parseTree } from "jsonc-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FormChange, type KeyInfo, type Node, compileForm, forEachNode, formChanges } from "../../../engine/index.ts";
import { applyEdit } from "../../../scripts/jsonEdits.ts";
import { type Baseline, changeProblems } from "../../../scripts/schema-lint/formChanges.ts";
import { type LoadedSchema, loadSchema } from "../../../scripts/schema-lint/load.ts";
import { pointerSegments } from "../../../scripts/schema-lint/locate.ts";
import type { Problem } from "../../../scripts/schema-lint/problem.ts";
import { formOf } from "../../support/formFolder.ts";
import { type Edit, cleanUp, copyWithEdits } from "./formCopy.ts";

const year = 2026;
let before: LoadedSchema;
let baseline: Baseline;

beforeAll(async () => {
  before = await loadSchema("schema");
  baseline = { name: "before", shown: "before", definition: before.definition, pages: before.pages };
});
afterAll(cleanUp);

/** A copy of the form folder with the edits made (what schema:build writes is left behind). */
const formCopy = (edits: readonly Edit[]): Promise<string> =>
  copyWithEdits((dir) => cp("schema", dir, { recursive: true, filter: (source) => !source.endsWith("/generated") }), edits);

const form = () => compileForm(before.definition);
const fileOf = (page: string): string => before.pages.find((f) => f.json.id === page)!.path;
const jsonAt = (page: string, pointer: string): unknown =>
  pointerSegments(pointer).reduce<unknown>((value, s) => (value as Record<string, unknown> | undefined)?.[s], before.pages.find((f) => f.json.id === page)!.json);

/** A question written in its page at its key's place (not a field of an address or a repeat group's entry) that `test` accepts. */
function question(test: (info: KeyInfo) => boolean): KeyInfo {
  const found = [...form().keys.values()].find(
    (info) => !info.companionOf && !info.scope.group && (jsonAt(info.page, info.pointer) as { key?: string } | undefined)?.key === info.key && test(info),
  );
  if (!found) throw new Error("the form has no such question");
  return found;
}

const optional = (node: Node): boolean => (node as { required?: boolean }).required !== true;

/** A select or radio offering a list that writes its options out itself, with that list's file. */
function listQuestion(): { info: KeyInfo; file: string; value: string; label: string } {
  const own = new Map(before.options.filter((f) => Array.isArray(f.json.options)).map((f) => [f.json.id as string, f.path]));
  const info = question(({ node }) => (node.kind === "select" || node.kind === "radio") && typeof node.options === "string" && own.has(node.options));
  const list = (info.node as { options: string }).options;
  const first = form().lists.get(list)![0]!;
  return { info, file: own.get(list)!, value: first.value, label: first.label };
}

/** The first repeat group that takes more than one entry. */
function repeatGroup(): { id: string; max: number; page: string; pointer: string } {
  const groups: { id: string; max: number; page: string; pointer: string }[] = [];
  for (const page of form().pages) forEachNode(page.children, (node, _s, pointer) => node.kind === "repeat" && groups.push({ id: node.id, max: node.max, page: page.id, pointer }), undefined, "/children");
  const group = groups.find((g) => g.max > 1);
  if (!group) throw new Error("the form has no repeat group of more than one entry");
  return group;
}

/** The value written at a problem's line and column: what an author who opens the file there sees. */
async function valueAt(dir: string, problem: Problem): Promise<unknown> {
  const lines = (await readFile(join(dir, problem.file), "utf8")).split("\n");
  const offset = lines.slice(0, problem.line - 1).join("\n").length + (problem.line > 1 ? 1 : 0) + problem.column - 1;
  const text = lines.join("\n").slice(offset);
  return getNodeValue(parseTree(text)!);
}

interface Case {
  description: string;
  /** The edits, the change expected for the thing edited, and what its problem's line and column show. */
  make(): { edits: Edit[]; change: FormChange; shows: (value: unknown) => void; only: boolean };
}

const asking = (key: string) => (value: unknown) => expect(value).toMatchObject({ key });

const cases: Case[] = [
  {
    description: "a question removed, in the earlier version's page",
    make() {
      const info = question(({ node }) => optional(node) && ["text", "textarea", "select", "radio", "date", "phone"].includes(node.kind));
      const change: FormChange = { kind: "questionRemoved", key: info.key, question: info.node.kind, at: { side: "before", page: info.page, pointer: info.pointer } };
      return { edits: [{ file: fileOf(info.page), op: "remove", pointer: info.pointer }], change, shows: asking(info.key), only: true };
    },
  },
  {
    description: "a question of another kind, at the question",
    make() {
      const info = question(({ node }) => node.kind === "text");
      const change: FormChange = { kind: "kindChanged", key: info.key, from: "text", to: "textarea", at: { side: "after", page: info.page, pointer: info.pointer } };
      return { edits: [{ file: fileOf(info.page), op: "replace", pointer: `${info.pointer}/kind`, value: "textarea" }], change, shows: asking(info.key), only: true };
    },
  },
  {
    description: "a list's first option dropped, at each question offering it",
    make() {
      const { info, file, value, label } = listQuestion();
      const change: FormChange = { kind: "optionRemoved", key: info.key, from: value, label, at: { side: "after", page: info.page, pointer: info.pointer } };
      return { edits: [{ file, op: "remove", pointer: "/options/0" }], change, shows: asking(info.key), only: false };
    },
  },
  {
    description: "a list's first option given another value, as recoded",
    make() {
      const { info, file, value, label } = listQuestion();
      const to = `${value}-recoded`;
      const change: FormChange = { kind: "optionRecoded", key: info.key, from: value, to, label, at: { side: "after", page: info.page, pointer: info.pointer } };
      return { edits: [{ file, op: "replace", pointer: "/options/0/value", value: to }], change, shows: asking(info.key), only: false };
    },
  },
  {
    description: "a repeat group's maximum lowered, once, not once per question of the entries beyond it",
    make() {
      const group = repeatGroup();
      const pointer = `${group.pointer}/max`;
      const change: FormChange = { kind: "maxLowered", group: group.id, from: group.max, to: group.max - 1, at: { side: "after", page: group.page, pointer } };
      return { edits: [{ file: fileOf(group.page), op: "replace", pointer, value: group.max - 1 }], change, shows: (v) => expect(v).toBe(group.max - 1), only: true };
    },
  },
  {
    description: "a page id renamed, at the page's new file",
    make() {
      const page = form().pages.at(-1)!.id;
      const to = `${page}-renamed`;
      const text = applyEdit(before.pages.find((f) => f.json.id === page)!.text, { file: fileOf(page), op: "replace", pointer: "/id", value: to });
      const change: FormChange = { kind: "pageRenamed", page, to, at: { side: "after", page: to, pointer: "/id" } };
      return { edits: [{ file: `pages/${to}.json`, op: "write", text }, { file: fileOf(page), op: "delete" }], change, shows: (v) => expect(v).toBe(to), only: true };
    },
  },
  {
    description: "a page removed, in the earlier version's page, with its questions",
    make() {
      const page = form().pages.at(-1)!.id;
      const change: FormChange = { kind: "pageRemoved", page, at: { side: "before", page, pointer: "/id" } };
      return { edits: [{ file: fileOf(page), op: "delete" }], change, shows: (v) => expect(v).toBe(page), only: false };
    },
  },
];

describe("the changes between two versions of the form", () => {
  it("finds none in an unchanged copy", async () => {
    const dir = await formCopy([]);
    expect(formChanges(form(), await formOf(dir), year)).toEqual([]);
    expect(await changeProblems(await loadSchema(dir), baseline, { year })).toEqual([]);
  });

  describe.each(cases)("$description", ({ make }) => {
    it("is named as data, and as a problem whose line and column show the thing changed", async () => {
      const { edits, change, shows, only } = make();
      const dir = await formCopy(edits);
      const changes = formChanges(form(), await formOf(dir), year);
      if (only) expect(changes).toEqual([change]);
      else expect(changes).toContainEqual(change);
      // Other changes of a dropped option or a removed page are the same change elsewhere: the option at each question offering it, the page's questions.
      for (const other of changes) expect(other.kind === change.kind || change.kind === "pageRemoved").toBe(true);
      const after = await loadSchema(dir);
      const problems = await changeProblems(after, baseline, { year });
      expect(problems).toHaveLength(changes.length);
      const folder = change.at.side === "before" ? "before" : undefined;
      const file = (folder ? before : after).pages.find((f) => f.json.id === change.at.page)!.path;
      const problem = problems.find((p) => p.file === file && p.pointer === change.at.pointer && p.folder === folder);
      expect(problem).toBeDefined();
      shows(await valueAt(folder ? "schema" : dir, problem!));
    });
  });

  it("ends a change's sentence with the applications the caller counts", async () => {
    const { info, file } = listQuestion();
    const dir = await formCopy([{ file, op: "remove", pointer: "/options/0" }]);
    const count = async (changes: readonly FormChange[]) => changes.map((change) => (change.kind === "optionRemoved" && change.key === info.key ? { applications: 412, submitted: 377 } : undefined));
    const problems = await changeProblems(await loadSchema(dir), baseline, { year, count });
    const counted = problems.filter((p) => p.message.endsWith("; chosen by 412 applications, 377 submitted"));
    expect(counted).toHaveLength(1);
    expect(counted[0]?.message).toMatch(new RegExp(`^${info.key}: option ".*" \\(.*\\) is no longer offered: `));
  });
});
