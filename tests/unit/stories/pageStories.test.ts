import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileForm } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import { pageStoriesDir, pageStoryFiles } from "../../../scripts/pageStories.ts";
import { pageVariants } from "../../../stories/support/pageVariants.ts";

// The page stories follow the pages found in the schema folder: a new page gets its stories and a
// retitled page is listed by its new title, with no stories file written by hand.

const root = join(import.meta.dirname, "../../..");
// The pages as the stories show them: their texts in the form's default locale.
const { pages } = compileForm(application).definition;
const titleOf = (text: string): string => JSON.parse(/\btitle: ("(?:[^"\\]|\\.)*")/.exec(text)?.[1] ?? "null") as string;

describe("the generated page stories", () => {
  it("give every page of the schema a stories file titled by the page, with every page story", () => {
    const files = pageStoryFiles(pages);
    expect(Object.keys(files).sort()).toEqual(pages.map((page) => `${pageStoriesDir}/${page.id}.stories.tsx`).sort());
    for (const page of pages) {
      const text = files[`${pageStoriesDir}/${page.id}.stories.tsx`]!;
      expect(titleOf(text)).toBe(`Pages/${page.title}`);
      expect(text).toContain(`renderPage(${JSON.stringify(page.id)})`);
      for (const variant of pageVariants) expect(text).toMatch(new RegExp(`^export const ${variant} = `, "m"));
    }
  });

  it("give a new page its own stories and list a retitled page under its new title only", () => {
    const [first, ...rest] = pages;
    const retitled = { ...first!, title: `${first!.title} (renamed)` };
    const added = { ...first!, id: `${first!.id}-copy`, title: `${first!.title} "copy"` };
    const files = pageStoryFiles([retitled, ...rest, added]);
    expect(titleOf(files[`${pageStoriesDir}/${added.id}.stories.tsx`]!)).toBe(`Pages/${added.title}`);
    const retitledText = files[`${pageStoriesDir}/${first!.id}.stories.tsx`]!;
    expect(titleOf(retitledText)).toBe(`Pages/${retitled.title}`);
    expect(Object.values(files).filter((text) => titleOf(text) === `Pages/${first!.title}`)).toEqual([]);
  });

  it("are what schema:build wrote into stories/pages, and nothing else is there", async () => {
    const written = (await readdir(join(root, pageStoriesDir))).map((name) => `${pageStoriesDir}/${name}`);
    const expected = pageStoryFiles(pages);
    expect(written.sort()).toEqual(Object.keys(expected).sort());
    for (const [path, text] of Object.entries(expected)) expect(await readFile(join(root, path), "utf8")).toBe(text);
  });
});
