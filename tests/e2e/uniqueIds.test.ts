/**
 * Every id on every page is unique: ARIA references (labels, descriptions, errors) and the summary's
 * links name elements by id, and a duplicate points them at the wrong one. Each page is drawn with
 * every repeat group at its maximum, with answer sets that between them show every conditional
 * part, and with each tab open in turn.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { realForm } from "../../stories/fixtures/forms.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { whenDrawn } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { answerSets, repeatGroups, tabChoices } from "./support/showEverything.ts";
import { studentClientInBrowser, submittedStudentInBrowser } from "./support/student.ts";

const e2e = useBrowser("e2e-unique-ids");

/** The ids the document holds more than once, and every id it holds. */
const idsOf = (page: Page) =>
  page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    return { duplicates: [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))], ids };
  });

/** Every question of the form (a school's code is stored with its name and has no field of its own). */
const questionKeys = [...realForm.keys.values()].filter((k) => !k.companionOf && !(k.node.kind === "schoolSearch" && k.key.endsWith("ceeb"))).map((k) => k.key);

describe("ids", () => {
  it("finding 5: are unique on every form page, with every repeat group full, each answer set that shows conditional parts and each tab", { timeout: 300_000 }, async () => {
    const { page, context, server } = e2e;
    const drawn = new Set<string>();
    for (const answers of answerSets(realForm, new Date().getFullYear())) {
      const { client } = await studentClientInBrowser(server, context);
      // The entries first: a save alone adds none.
      for (const { id, max } of repeatGroups(realForm)) expect((await client.put("/api/add-another", { button_id: id, num_components: max })).status).toBe(200);
      expect((await client.put("/api/answer", answers)).status).toBe(200);
      for (const formPage of realForm.pages) {
        for (const choice of tabChoices(formPage)) {
          for (const tab of choice) expect((await client.put("/api/tabs", tab)).status).toBe(200);
          // A page opened by its address stays open only as the saved last page.
          expect((await client.put("/api/last-page", { last_page: `/${formPage.id}` })).status).toBe(200);
          await page.goto(`/${formPage.id}`);
          await page.getByRole("heading", { name: pageTitle(formPage.id), level: 1 }).waitFor();
          await whenDrawn(page);
          const { duplicates, ids } = await idsOf(page);
          expect({ page: formPage.id, answers, tabs: choice, duplicates }).toEqual({ page: formPage.id, answers, tabs: choice, duplicates: [] });
          for (const id of ids) drawn.add(id);
        }
      }
    }
    // The loads drew every question, so no part of a page went unchecked.
    expect(questionKeys.filter((key) => !drawn.has(key))).toEqual([]);
  });

  it.each(["/login", "/signup", "/confirm", "/forgot", "/reset"])("finding 5: are unique on %s", async (path) => {
    const { page } = e2e;
    await page.goto(path);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect((await idsOf(page)).duplicates).toEqual([]);
  });

  it("finding 5: are unique on /completion", async () => {
    const { page, context, server } = e2e;
    await submittedStudentInBrowser(server, context);
    await page.goto("/completion");
    await page.getByRole("heading", { name: "Application Submitted", level: 1 }).waitFor();
    expect((await idsOf(page)).duplicates).toEqual([]);
  });
});
