/**
 * The author's workbench as an author uses it: `npm run author` on a copy of the schema, a page
 * open in Chromium with answers typed, then the page file edited on disk: a new question appears
 * without a reload, a broken condition brings schema:check's problem over the page (file, line and
 * message) while the last good page stays, and mending the file brings the page back. Answers are
 * typed before the first save and after each of five saves, and every one is still there after a
 * save that follows the fifth. It also prints how long a save takes to show (median of 20, with
 * the load average). The page, its questions and their wording come from the schema; the questions
 * the test adds are its own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Answers } from "../../engine/index.ts";
import { formLocales } from "../../schema/partner.ts";
import { realForm as form } from "../../stories/fixtures/forms.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { freePort } from "../server/helpers/ports.ts";
import { expectNoAxeViolations, launchBrowser, openPage } from "./support/browser.ts";
import { fillAnswer, shownAnswer } from "./support/formDriver.ts";

const root = join(import.meta.dirname, "../..");
let dir: string;
let workbench: ChildProcess;
let browser: Browser;
let page: Page;
let problems: string[];
let pageFile: string;
let original: string;

type JsonNode = { children?: JsonNode[]; [property: string]: unknown };

/** The node at a JSON pointer of a page file. */
const at = (doc: JsonNode, pointer: string): JsonNode => pointer.split("/").slice(1).reduce<JsonNode>((node, part) => (node as unknown as Record<string, JsonNode>)[part]!, doc);

/**
 * A text question of the schema shown by a condition on a choice of the same page (the conditional
 * right around it): the author chooses the answer that shows it and types into it, and the test's
 * questions are added beside the conditional.
 */
function revealedQuestion(): { page: string; key: string; choiceKey: string; target: string; conditional: string; container: string } {
  for (const [key, info] of form.keys) {
    if (info.scope.group || info.companionOf || !["text", "textarea"].includes(info.node.kind)) continue;
    const conditional = info.pointer.replace(/\/children\/\d+$/, "");
    const node = at(form.pages.find((p) => p.id === info.page) as unknown as JsonNode, conditional);
    const when = node.when as { valueKey?: string; operator?: string; target?: unknown } | undefined;
    const choice = when?.valueKey ? form.keys.get(when.valueKey) : undefined;
    if (node.kind !== "conditional" || when?.operator !== "equals" || typeof when.target !== "string" || choice?.node.kind !== "radio" || choice.page !== info.page || choice.scope.group) continue;
    return { page: info.page, key, choiceKey: when.valueKey!, target: when.target, conditional, container: conditional.replace(/\/children\/\d+$/, "") };
  }
  throw new Error("the schema has no text question shown by a choice on its page");
}

const shown = revealedQuestion();
const typed: Answers = { [shown.choiceKey]: shown.target, [shown.key]: "Typed before any save" };

/** The test's own question number n, added by a save. */
const added = (n: number, label = `Typed after save ${n}`) => ({ kind: "text", key: `workbench_save_${n}`, label });

/** Starts the workbench on the copy and resolves with its address once it says where it is. */
function startWorkbench(schemaDir: string, port: number): Promise<string> {
  workbench = spawn(process.execPath, [join(root, "scripts/author.ts"), "--dir", schemaDir, "--port", String(port)], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    workbench.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const url = /the workbench is on (\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    workbench.once("exit", (code) => reject(new Error(`the workbench exited (${code}) before it listened: ${out}`)));
  });
}

/** A text as the author writes it: in a form of several locales, one text per locale (the test's own words in each). */
const authored = (text: string): unknown => (formLocales.length > 1 ? Object.fromEntries(formLocales.map((locale) => [locale, text])) : text);

/** Saves the page file as the author would: the original with the given questions beside the conditional, and any other change. */
async function save(questions: JsonNode[], change: (doc: JsonNode) => void = () => undefined): Promise<void> {
  const doc = JSON.parse(original) as JsonNode;
  at(doc, shown.container).children!.push(...questions.map((question) => ({ ...question, label: authored(String(question.label)) })));
  change(doc);
  await writeFile(pageFile, JSON.stringify(doc, null, 2));
}

/** The page file of the copy whose id is `id`. */
async function pageFileOf(pagesDir: string, id: string): Promise<string> {
  for (const name of await readdir(pagesDir)) {
    const file = join(pagesDir, name);
    if (name.endsWith(".json") && (JSON.parse(await readFile(file, "utf8")) as { id?: string }).id === id) return file;
  }
  throw new Error(`no page file has the id ${id}`);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "workbench-"));
  await cp(join(root, "schema"), dir, { recursive: true });
  pageFile = await pageFileOf(join(dir, "pages"), shown.page);
  original = await readFile(pageFile, "utf8");
  const url = await startWorkbench(dir, await freePort());
  browser = await launchBrowser();
  ({ page, problems } = await openPage(browser, url));
  await page.goto("/");
  // A cold dev server compiles the renderer on first request: generous on a busy machine.
  await page.getByRole("button", { name: pageTitle(shown.page), exact: true }).click({ timeout: 120_000 });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  workbench?.kill();
  await rm(dir, { recursive: true, force: true });
});

describe("npm run author", () => {
  it("shows each saved change at once, names a mistake over the page, and keeps every answer typed before and after each save", async () => {
    for (const key of Object.keys(typed)) await fillAnswer(page, typed, key);
    const questions: JsonNode[] = [];
    const overlay = page.getByRole("alert").filter({ hasText: "schema:check found" });
    for (let n = 1; n <= 5; n++) {
      questions.push(added(n));
      if (n === 3) {
        // A condition on a key no question writes: the overlay names the file and line, the page stays.
        const misspelt = `${shown.choiceKey}x`;
        await save(questions.slice(0, -1), (doc) => void ((at(doc, shown.conditional).when as { valueKey: string }).valueKey = misspelt));
        await expect.poll(() => overlay.textContent(), { timeout: 30_000 }).toMatch(new RegExp(`${pageFile.slice(dir.length + 1).replace(/[.]/g, "\\.")}:\\d+:\\d+`));
        expect(await overlay.textContent()).toContain(misspelt);
        expect(await page.getByLabel(added(2).label, { exact: true }).count()).toBe(1);
      }
      await save(questions);
      const label = added(n).label;
      await expect.poll(() => page.getByLabel(label, { exact: true }).count(), { timeout: 30_000 }).toBe(1);
      await page.getByLabel(label, { exact: true }).fill(`Answer typed after save ${n}`);
    }
    await expect.poll(() => overlay.count(), { timeout: 30_000 }).toBe(0);

    // One more save, and every answer is still there: the ones typed before any save and after each.
    await save([...questions, added(6)]);
    await expect.poll(() => page.getByLabel(added(6).label, { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    for (const key of Object.keys(typed)) expect(await shownAnswer(page, typed, key)).toBe(typed[key]);
    for (let n = 1; n <= 5; n++) expect(await page.getByLabel(added(n).label, { exact: true }).inputValue()).toBe(`Answer typed after save ${n}`);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  }, 240_000);

  it("reports how long a save takes to show on the page (a figure, not asserted)", async () => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      // A question of a key no version had yet: each save changes the data model, the slower case.
      const question = added(100 + i, `Save ${i}`);
      const start = performance.now();
      await save([question]);
      await page.getByLabel(question.label, { exact: true }).waitFor({ timeout: 30_000 });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const load = loadavg().map((l) => l.toFixed(1)).join(", ");
    console.log(`workbench: a save shows on the page in ${Math.round(times[10]!)} ms (median of 20; fastest ${Math.round(times[0]!)}, slowest ${Math.round(times[19]!)}; load average ${load})`);
    expect(times).toHaveLength(20);
  }, 300_000);
});
