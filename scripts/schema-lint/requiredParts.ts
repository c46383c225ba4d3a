/**
 * The parts every form folder must have, each with what it is for: schema:check names each one
 * missing with its path, before reading anything, instead of failing on the first with ENOENT.
 */
import { readFile, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Finding } from "./problem.ts";

/** The account forms the product's account pages and server take (engine AccountFormName), and the definitions they share. */
const accountFiles = ["login", "signup", "reset", "confirm", "resend", "forgot", "definitions"].map((name) => `account/${name}.schema.json`);

/** The meta-schemas the checks and the format's types are made from. */
const metaFiles = ["page", "option-list", "partner", "rules", "footer", "receipt", "theme"].map((name) => `meta/${name}.schema.json`);

/** Each required part: its path in the folder, whether it is a folder, and what it holds. */
export const requiredParts: readonly { path: string; folder?: true; holds: string }[] = [
  { path: "pages", folder: true, holds: "the form's pages, one JSON file each" },
  { path: "options", folder: true, holds: "the shared option lists (it may be empty)" },
  { path: "account", folder: true, holds: "the account forms' schemas" },
  { path: "meta", folder: true, holds: "the meta-schemas the files are checked against" },
  { path: "partner.json", holds: "the partner settings" },
  { path: "rules.json", holds: "the default messages and the rules between questions" },
  { path: "footer.json", holds: "the footer's Help and Privacy texts" },
  { path: "receipt.json", holds: "the texts of the completion page, the submission mails and the application PDF" },
  { path: "document.schema.json", holds: "the rules of uploaded documents" },
  { path: "theme.json", holds: "the theme colours and the logo" },
  ...accountFiles.map((path) => ({ path, holds: "an account form's schema" })),
  ...metaFiles.map((path) => ({ path, holds: "a meta-schema" })),
];

const kindOf = async (path: string): Promise<"folder" | "file" | undefined> =>
  stat(path).then(
    (s) => (s.isDirectory() ? "folder" : "file"),
    () => undefined,
  );

/** A finding for each required part the folder lacks (or holds as the wrong kind), and for a form with no page. */
export async function missingParts(dir: string): Promise<Finding[]> {
  if ((await kindOf(dir)) !== "folder") return [{ file: ".", pointer: "", message: `the form folder ${dir} does not exist` }];
  const findings: Finding[] = [];
  for (const part of requiredParts) {
    const kind = await kindOf(join(dir, part.path));
    const wanted = part.folder ? "folder" : "file";
    // A file inside a missing folder is named once, with its folder.
    if (kind === undefined && requiredParts.some((p) => p.folder && part.path.startsWith(`${p.path}/`) && findings.some((f) => f.file === p.path))) continue;
    if (kind !== wanted) findings.push({ file: part.path, pointer: "", message: `${kind ? `is a ${kind}, not a ${wanted}` : `this ${wanted} is missing`}: it holds ${part.holds}` });
  }
  // The logo theme.json names: the one part named inside a file (one that does not parse is left to the later checks).
  if (!findings.some((f) => f.file === "theme.json")) {
    const file = await readFile(join(dir, "theme.json"), "utf8")
      .then((text) => (JSON.parse(text) as { logo?: { file?: unknown } }).logo?.file)
      .catch(() => undefined);
    if (typeof file === "string" && /^[^/\\]+$/.test(file) && (await kindOf(join(dir, file))) !== "file")
      findings.push({ file, pointer: "", message: "this file is missing: it is the logo theme.json names (/logo/file)" });
  }
  if (!findings.some((f) => f.file === "pages")) {
    const pages = (await readdir(join(dir, "pages"))).filter((name) => name.endsWith(".json"));
    if (pages.length === 0) findings.push({ file: "pages", pointer: "", message: "holds no page: a form has at least one page (a .json file here)" });
  }
  return findings;
}
