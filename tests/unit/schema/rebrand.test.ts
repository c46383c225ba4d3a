/**
 * Rebranding touches only the form folder (issue 30): a copy of schema/ with every brand fact
 * changed (the university's names, contacts and links, the banners and login benefits, the page
 * title, the office's and receipt's words, every theme colour and the logo) builds into pages, CSS,
 * a mail and PDF bands that show the new brand and none of the old, and no file outside the copy is edited.
 *
 * schema:build writes into the project (schema/generated/, engine/generated/, stories/pages/,
 * docs/authoring.md) and the web build would go to dist/: other tests read those while this one
 * runs, so the rebranded folder is built in a copy of the project (builtFormFolder, as the example
 * form's test builds its own), with FORM_DIR naming it.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageIdsInStepOrder } from "../../../scripts/schemaBuild.ts";
import { builtFormFolder, formDirInCopy } from "../../support/formFolder.ts";

const root = join(import.meta.dirname, "../../..");
const git = (args: string[], cwd = root): string => spawnSync("git", args, { cwd, encoding: "utf8" }).stdout;
/** The project's code and build settings: what a rebranding may not touch. */
const codeFolders = ["app", "renderer", "server", "engine", "scripts", "public", "index.html", "vite.config.ts", "schema"];

type Json = Record<string, unknown>;
const readJson = async (path: string): Promise<Json> => JSON.parse(await readFile(path, "utf8")) as Json;
const writeJson = (path: string, value: unknown): Promise<void> => writeFile(path, `${JSON.stringify(value, null, 2)}\n`);

/** A hash of each tracked file under the code folders of a project, by path. */
async function codeHashes(project: string): Promise<Record<string, string>> {
  const paths = git(["ls-files", "-z", "--", ...codeFolders]).split("\0").filter((path) => path && !path.startsWith("schema/generated/"));
  const hashes: Record<string, string> = {};
  for (const path of paths) hashes[path] = createHash("sha256").update(await readFile(join(project, path)).catch(() => "(gone)")).digest("hex");
  return hashes;
}

/** Every string of a JSON value with its JSON pointer. */
function strings(value: unknown, pointer = ""): [string, string][] {
  if (typeof value === "string") return [[pointer, value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${pointer}/${key}`));
}

/** The words of a text outside its {tokens}, the pieces long enough to name something. */
const fragments = (text: string): string[] =>
  text
    .split(/\{[^}]+\}/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 8);

/** A colour changed in its last bit on each channel: another colour, of all but the same contrast, never shortened to #rgb. */
const recoloured = (hex: string): string => `#${[1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) ^ 1).toString(16).padStart(2, "0")).join("")}`;

/** A colour as a minifier may write it: #aabbcc also as #abc. */
const colourPattern = (hex: string): RegExp => {
  const short = /^#(.)\1(.)\2(.)\3$/i.exec(hex);
  return new RegExp(`${hex}${short ? `|#${short[1]}${short[2]}${short[3]}` : ""}(?![0-9a-f])`, "i");
};

const newLogo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 30" width="60" height="30"><rect x="1" y="1" width="58" height="28" rx="4" fill="#0b6e4f"/><path d="M8 22 L18 8 L28 22 Z" fill="#ffffff"/></svg>\n`;

/** The new brand, written over the copy's partner settings and texts. */
async function rebrand(form: string): Promise<void> {
  const partner = await readJson(join(form, "partner.json"));
  await writeJson(join(form, "partner.json"), {
    ...partner,
    providerName: "Northwind Polytechnic Institute",
    schoolAbbreviation: "Northwind Poly",
    applicationTitle: "Undergraduate Transfer Portal",
    websiteWord: "NPI",
    helpEmail: "portal-support@northwind.example",
    admissionsEmail: "welcome@northwind.example",
    submissionNotificationEmail: "intake@northwind.example",
    phone: "(777) 020-0200",
    addressLines: ["Enrolment Services", "7 Harbour Road", "Northwind Bay, ZZ 12345"],
    visitorSignup: { title: "Open a Northwind account to keep your progress", text: "Northwind keeps your progress in an account: confirm your e-mail, log in, and nothing typed is lost." },
    welcomeBanners: {
      submitted: { title: "Northwind has your transfer portal submission", text: "{providerName} replies to every transfer applicant in ten working days." },
      firstLogin: { title: "Hello from {schoolAbbreviation}, {applicationTitle}", text: "Northwind charges no fee for transfer students this year." },
      returning: { title: "Good to see you at Northwind again", text: "Northwind kept every page you saved." },
      visitor: { title: "Hello from {schoolAbbreviation}, {applicationTitle}", text: "Northwind transfer students finish this portal in about a quarter of an hour." },
    },
    loginBenefits: { title: "Why transfer to Northwind", items: ["Northwind credit transfer guarantee", "Northwind harbour campus housing"] },
    links: Object.fromEntries(Object.keys(partner.links as Json).map((name) => [name, `https://northwind.example/${name}`])),
  });
  const office = await readJson(join(form, "office.json"));
  await writeJson(join(form, "office.json"), { ...office, consoleName: "Northwind enrolment console" });
  const receipt = await readJson(join(form, "receipt.json"));
  const completion = { ...(receipt.completion as Json), note: "Give your reference to Northwind Enrolment Services at {admissionsEmail} or {phone}; the details went to your e-mail too." };
  await writeJson(join(form, "receipt.json"), { ...receipt, completion });
  const footer = await readJson(join(form, "footer.json"));
  await writeJson(join(form, "footer.json"), JSON.parse(JSON.stringify(footer).replaceAll("Admissions office", "Northwind enrolment services")));
  const theme = await readJson(join(form, "theme.json"));
  const colors = Object.fromEntries(Object.entries(theme.colors as Record<string, Record<string, string>>).map(([name, shades]) => [name, Object.fromEntries(Object.entries(shades).map(([shade, hex]) => [shade, recoloured(hex)]))]));
  await rm(join(form, (theme.logo as { file: string }).file));
  await writeFile(join(form, "northwind.svg"), newLogo);
  await writeJson(join(form, "theme.json"), { ...theme, colors, logo: { file: "northwind.svg", width: 60, height: 30 } });
}

/** A built file's text (the compressed copies aside). */
async function builtTexts(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && /\.(html|css|js|svg)$/.test(e.name)).map((e) => join(e.parentPath, e.name));
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file.slice(dir.length + 1), await readFile(file, "utf8")] as const)));
}

const decodeHtml = (text: string): string => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/** The image a src or href shows: an inlined data URL decoded, else the built file it names. */
const shown = (url: string, built: Record<string, string>): string =>
  url.startsWith("data:image/svg+xml,") ? decodeURIComponent(decodeHtml(url).slice("data:image/svg+xml,".length)) : (built[url.replace(/^\//, "")] ?? `(no file ${url})`);

/** An SVG as the build may inline it: one space for white space, single quotes. */
const svgShape = (svg: string): string => svg.trim().replace(/\s+/g, " ").replaceAll('"', "'");

let work = "";
let oldForm: Json = {};
let newForm: Json = {};
let built: Record<string, string> = {};
let mail = "";
let pdf = "";
let codeBefore: Record<string, string> = {};
let statusBefore = "";
let project = "";

const oldFacts = (): string[] => {
  const renamed = new Map(strings(newForm.partner));
  const office = strings(oldForm.office).filter(([p]) => p === "/consoleName");
  return [...strings(oldForm.partner).filter(([p, v]) => p !== "/$schema" && renamed.get(p) !== v), ...office].flatMap(([, value]) => fragments(value));
};

beforeAll(async () => {
  codeBefore = await codeHashes(root);
  statusBefore = git(["status", "--porcelain"]);
  work = await mkdtemp(join(tmpdir(), "rebrand-"));
  const form = join(work, "rebranded");
  await cp(join(root, "schema"), form, { recursive: true, filter: (source) => !source.includes(`${join(root, "schema", "generated")}`) });
  await rebrand(form);
  // Built as `FORM_DIR=… npm run build` builds it, in a copy of the project of its own.
  project = await builtFormFolder(form);
  const run = (args: string[]): string => {
    const result = spawnSync(process.execPath, args, { cwd: project, env: { ...process.env, FORM_DIR: formDirInCopy(form), NODE_ENV: "production" }, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
    return result.stdout;
  };
  // What the server sends, from the copy's server code (a script of the test's own, outside the copy,
  // which other runs may share): an account mail, and the HTML of the PDF's bands.
  const sent = join(work, "sent.ts");
  await writeFile(
    sent,
    [
      `import { confirmationMail } from "${join(project, "server/mail/templates.ts")}";`,
      `import { defaultLocale } from "${join(project, "schema/partner.ts")}";`,
      `import { sheetsHtml } from "${join(project, "server/applicationPdf/sheets.ts")}";`,
      `const applicant = { name: "Ada Lovelace", familyFirst: [], reference: "TR-1", submittedAt: null, submittedAtText: "today", answers: {} };`,
      `console.log(JSON.stringify({ mail: confirmationMail("student@example.org", "123456", defaultLocale).text, pdf: sheetsHtml({ applicant, documents: [], pages: 1, locale: defaultLocale }) }));`,
    ].join("\n"),
  );
  ({ mail, pdf } = JSON.parse(run([sent])) as { mail: string; pdf: string });
  built = await builtTexts(join(project, "dist"));

  const files = ["partner.json", "office.json", "theme.json"] as const;
  const read = async (dir: string): Promise<Json> => Object.fromEntries(await Promise.all(files.map(async (f) => [f.replace(".json", ""), await readJson(join(dir, f))])));
  oldForm = await read(join(root, "schema"));
  newForm = await read(form);
}, 240_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe("a rebranded copy of the form folder", () => {
  it("changes every brand fact it means to (the test's own precondition)", () => {
    expect(oldFacts().length).toBeGreaterThan(20);
    const oldColours = new Set(strings((oldForm.theme as Json).colors).map(([, v]) => v.toLowerCase()));
    for (const [, colour] of strings((newForm.theme as Json).colors)) expect(oldColours).not.toContain(colour.toLowerCase());
  });

  it("draws the first page and /login with the new names, banners and benefits and none of the old", async () => {
    const [first] = await pageIdsInStepOrder(join(root, "schema"));
    const partner = newForm.partner as { providerName: string; applicationTitle: string; welcomeBanners: { visitor: { text: string } }; loginBenefits: { title: string; items: string[] } };
    const firstPage = built[`prerendered/${first}.html`] ?? "";
    const login = built["prerendered/login.html"] ?? "";
    expect(firstPage).toContain(partner.providerName);
    expect(firstPage).toContain(partner.welcomeBanners.visitor.text);
    for (const text of [partner.loginBenefits.title, ...partner.loginBenefits.items]) expect(login).toContain(text);
    for (const page of [firstPage, login, built["index.html"] ?? ""]) expect(page).toContain(`<title>${partner.applicationTitle}</title>`);
  });

  it("leaves no old name, contact, link or text anywhere in the build or the mails", () => {
    const texts = { ...built, mail, pdf };
    const found = oldFacts().flatMap((fact) => Object.entries(texts).flatMap(([file, text]) => (text.includes(fact) ? [`${file}: ${fact}`] : [])));
    expect(found).toEqual([]);
    const partner = newForm.partner as { providerName: string; admissionsEmail: string; addressLines: string[] };
    for (const fact of [partner.providerName, partner.admissionsEmail, ...partner.addressLines]) expect(mail).toContain(fact);
  });

  it("ships the office's, the receipt's and the footer's new words in the app", async () => {
    const code = Object.entries(built).filter(([file]) => file.endsWith(".js")).map(([, text]) => text).join("\n");
    const receipt = await readJson(join(work, "rebranded", "receipt.json"));
    const footer = JSON.stringify(await readJson(join(work, "rebranded", "footer.json")));
    expect(code).toContain((newForm.office as { consoleName: string }).consoleName);
    for (const fragment of fragments((receipt.completion as { note: string }).note)) expect(code).toContain(fragment);
    expect(footer).toContain("Northwind enrolment services");
    expect(code).toContain("Northwind enrolment services");
  });

  it("colours the PDF's bands with the new theme's text colour and none of the old", () => {
    const neutral = (newForm.theme as { colors: { neutral: { dark: string } } }).colors.neutral.dark;
    expect(pdf).toMatch(colourPattern(neutral));
    for (const [pointer, colour] of strings((oldForm.theme as Json).colors)) expect(pdf, pointer).not.toMatch(colourPattern(colour));
  });

  it("colours the CSS with every new colour and none of the old", () => {
    const css = Object.entries(built).filter(([file]) => file.endsWith(".css") || file.endsWith(".html")).map(([, text]) => text).join("\n");
    for (const [pointer, colour] of strings((newForm.theme as Json).colors)) expect(css, pointer).toMatch(colourPattern(colour));
    for (const [pointer, colour] of strings((oldForm.theme as Json).colors)) expect(css, pointer).not.toMatch(colourPattern(colour));
  });

  it("shows the new logo, at its size, as the header's image and the page's icon, and never the old one", async () => {
    const oldLogo = await readFile(join(root, "schema", (oldForm.theme as { logo: { file: string } }).logo.file), "utf8");
    const { width, height } = (newForm.theme as { logo: { width: number; height: number } }).logo;
    for (const page of ["index.html", "prerendered/login.html"]) {
      const html = built[page] ?? "";
      const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? "(no icon)";
      expect(svgShape(shown(icon, built)), `${page} icon`).toBe(svgShape(newLogo));
    }
    const header = /<img class="header__logo" src="([^"]+)" alt="" width="(\d+)" height="(\d+)"/.exec(built["prerendered/login.html"] ?? "");
    expect(svgShape(shown(header?.[1] ?? "", built))).toBe(svgShape(newLogo));
    expect([Number(header?.[2]), Number(header?.[3])]).toEqual([width, height]);
    for (const [file, text] of Object.entries(built)) expect(svgShape(text).includes(svgShape(oldLogo)), file).toBe(false);
  });

  it("edits no file outside the copy", async () => {
    expect(await codeHashes(root)).toEqual(codeBefore);
    expect(git(["status", "--porcelain"])).toBe(statusBefore);
    // The copy's code is the project's, and stayed so through the rebranded build.
    expect(await codeHashes(project)).toEqual(codeBefore);
  });
});
