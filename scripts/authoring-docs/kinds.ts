/**
 * The pages and their node kinds: a table per kind from page.schema.json, its example, and the
 * keys the engine finds in that example, so "what does this kind write" is answered by the engine.
 */
import { type Node, compileForm } from "../../engine/index.ts";
import { code, jsonBlock, link, table } from "./markdown.ts";
import { type Located, type MetaSchemas, at, propertiesOf, target, textOf } from "./metaSchemas.ts";
import { propertyTable } from "./propertyTable.ts";
import type { Sources } from "./sources.ts";

/** The chapters that explain kinds other than questions, in order, with a word of introduction. */
const chapters: readonly { title: string; kinds: readonly string[]; intro?: string }[] = [
  { title: "Structure", kinds: ["section", "group", "content"] },
  {
    title: "Conditional parts",
    kinds: ["conditional", "conditionalGroups"],
    intro:
      "A part hidden by its condition has its answers cleared: every key written only inside hidden parts, as soon as the condition stops holding. A document question ([`fileUpload`](#fileupload)) may therefore not stand inside one, at any depth: hiding it would have to delete a file already converted. Put it in [tabs](#tabs) instead. A condition may not read a key written inside the part it shows, and a `conditional` with neither children nor alsoClears does nothing; `npm run schema:check` names each of these.",
  },
  { title: "Reveal", kinds: ["reveal"] },
  { title: "Repeat groups", kinds: ["repeat"] },
  { title: "Tabs", kinds: ["tabs"] },
];

/** Every other kind is a question. */
export const questions = "Questions";

/** Properties that are a question's rules, summarised for all question kinds at once. */
const ruleProperties = ["required", "maxLength", "pattern", "notBeforeYearsAgo", "notAfterYearsAgo", "minYearOffset", "maxYearOffset"];

export interface Kind {
  readonly name: string;
  /** What the `kind` value means, as completion shows it. */
  readonly summary: string;
  readonly loc: Located;
}

/** The kinds of page.schema.json, in the order of its `node` definition. */
export function allKinds(meta: MetaSchemas): Kind[] {
  return (at(meta, "page.schema.json", "/definitions/node/oneOf").node as unknown as Located["node"][]).map((ref) => {
    const loc = target(meta, { file: "page.schema.json", node: ref }) as Located;
    const kind = propertiesOf(loc).find((p) => p.name === "kind");
    return { name: String(kind?.loc.node.const), summary: String(kind?.loc.node.description ?? ""), loc };
  });
}

function kindsIn(meta: MetaSchemas, chapter: string): Kind[] {
  const named = chapters.find((c) => c.title === chapter)?.kinds;
  const others = new Set(chapters.flatMap((c) => c.kinds));
  return allKinds(meta).filter((k) => (named ? named.includes(k.name) : !others.has(k.name)));
}

/** The heading a kind is explained under: its chapter's when it is the chapter's only kind. */
export function kindHeading(name: string): string {
  const chapter = chapters.find((c) => c.kinds.includes(name));
  return chapter?.kinds.length === 1 ? chapter.title : code(name);
}

/** One line per kind: where it is explained and what it is. */
export function kindsAtAGlance({ meta }: Sources): string {
  const rows = allKinds(meta).map(({ name, summary }) => [link(code(name), kindHeading(name)), summary]);
  return `## Kinds at a glance

A page's \`children\`, and the children of the structural kinds, are nodes chosen by their \`kind\`.

${table(["Kind", "What it is"], rows)}`;
}

/** The answer keys the engine finds in a kind's example, repeat instances expanded. */
function keysWritten({ definition }: Sources, example: Node): string[] {
  const form = compileForm({ ...definition, pages: [{ id: "example", title: "Example", step: 1, children: [example] }] });
  return [...form.keys.keys()];
}

function kindSection(src: Sources, { name, loc }: Kind, heading: boolean): string {
  const parts = heading ? [`### ${code(name)}`] : [];
  parts.push(textOf(src.meta, loc) ?? "", propertyTable(src.meta, loc));
  for (const example of (loc.node.examples as Node[] | undefined) ?? []) {
    const keys = keysWritten(src, example);
    parts.push(`Example${keys.length ? `, writing ${keys.map(code).join(", ")}` : ""}:`, jsonBlock(example));
  }
  return parts.join("\n\n");
}

/** The rules a question may carry, with the kinds that take each. */
function questionRules({ meta }: Sources, kinds: readonly Kind[]): string {
  const rows = ruleProperties.map((rule) => {
    const takers = kinds.flatMap((k) => propertiesOf(k.loc).flatMap((p) => (p.name === rule ? [{ kind: k.name, loc: p.loc }] : [])));
    const description = takers[0] ? textOf(meta, takers[0].loc) : undefined;
    return [code(rule), takers.map((t) => link(code(t.kind), kindHeading(t.kind))).join(", "), description ?? ""];
  });
  return `Each question writes its answer under its \`key\` (relative inside a repeat group); \`address\` and
\`schoolSearch\` write several keys under a \`prefix\`. A \`select\`, \`radio\` or \`conditionalSelect\`
also writes \`{key}_desc\`, the label of the option chosen. The rules a question carries, beside its
label (their wording: [Messages](#messages)):

${table(["Rule", "Kinds", "What it means"], rows)}`;
}

/** A chapter: its kinds with their tables and examples. */
export function kindChapter(src: Sources, title: string): string {
  const chapter = chapters.find((c) => c.title === title);
  if (!chapter && title !== questions) throw new Error(`no chapter "${title}" in scripts/authoring-docs/kinds.ts`);
  const kinds = kindsIn(src.meta, title);
  const intro = title === questions ? questionRules(src, kinds) : chapter?.intro;
  const sections = kinds.map((k) => kindSection(src, k, kinds.length > 1));
  return [`## ${title}`, ...(intro ? [intro] : []), ...sections].join("\n\n");
}

/** The page file itself. */
export function pagesSection({ meta }: Sources): string {
  const page = at(meta, "page.schema.json", "");
  return `## Pages

${String(page.node.description)}

${propertyTable(meta, page)}`;
}
