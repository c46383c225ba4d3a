import { code, table } from "./markdown.ts";
import { at } from "./metaSchemas.ts";
import type { Sources } from "./sources.ts";

/** The opening paragraphs: what this file is, where it comes from, and how to keep it current. */
export const introduction = `# Authoring reference

The whole form is JSON under \`schema/\`. This reference is generated from the meta-schemas in
\`schema/meta/\`: each description below is the one an editor shows on hover and in completion.
The partner tokens come from \`schema/partner.json\`, the default messages and the cross-field rules
from \`schema/rules.json\`. \`npm run docs:authoring\` rewrites this file, and \`npm test\` fails while
it is out of date.

A question carries its own rules (\`required\`, \`maxLength\`, \`pattern\`, date ranges) and its
\`messages\`. \`npm run schema:check\` names each mistake with its file and JSON pointer, and
\`npm run schema:build\` derives the answers' data model (\`schema/generated/answers.schema.json\`)
from the pages and \`schema/rules.json\`. The README's "Authoring the form" introduces the pieces;
this file is the reference.`;

/** The files of the form, the meta-schema each is checked against, as .vscode/settings.json maps them. */
export function filesSection({ meta, associations }: Sources): string {
  const rows = associations.map(({ fileMatch, url }) => {
    const file = url.split("/").pop() ?? url;
    const description = at(meta, file, "").node.description;
    return [fileMatch.map((f) => code(f.replace(/^\//, ""))).join(", "), code(url.replace(/^\.\//, "")), typeof description === "string" ? description : ""];
  });
  return `## Files and the editor

Each file names its meta-schema in \`"$schema"\`. \`.vscode/settings.json\` maps the files to the
same meta-schemas, so VS Code completes, explains and checks a file even without \`$schema\`.

${table(["Files", "Meta-schema", "What it holds"], rows)}`;
}
