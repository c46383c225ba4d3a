/**
 * Issue 28, finding 9: what a phone's width did to the form's frame and its lists, measured with
 * the boxes Chromium lays out at 1280 and 390 px: the step links on one row, an open list no wider
 * than its field and clear of the screen's edge, and a select's placeholder on one line, whole.
 */
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { importLookupFile } from "../../server/lookup/import.ts";
import { pageTitle, question } from "../../stories/fixtures/formText.ts";
import { realForm } from "../../stories/fixtures/forms.ts";
import { dataset } from "../server/lookup/dataset.ts";
import { monthYearQuestions } from "../support/monthYear.ts";
import { expectNoAxeViolations, whenDrawn } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";

const e2e = useBrowser("e2e-phone-layout");

beforeAll(async () => {
  await importLookupFile(e2e.server.db, "college_ceeb", join(dataset.dir, "colleges.csv"));
});

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The least room an open list keeps from the screen's edges. */
const edgeMargin = 8;
/** Sub-pixel rounding between two boxes laid out from the same width. */
const rounding = 0.5;

/** The first month/year question of the schema, and the page it is on. */
const monthYear = monthYearQuestions(realForm)[0];
const monthYearPage = monthYear ? realForm.keys.get(monthYear.month)?.page : undefined;

async function openPage(page: Page, id: string): Promise<void> {
  await page.goto(`/${id}`);
  await page.getByRole("heading", { name: pageTitle(id), level: 1 }).waitFor();
  await whenDrawn(page);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not laid out");
  return b;
}

/** Expects an open list's box within its field's width and clear of the screen's edges. */
async function expectListWithinField(page: Page, field: Locator, width: number): Promise<void> {
  const f = await box(field);
  const list = await box(page.locator(".select__popover"));
  expect(list.x).toBeGreaterThanOrEqual(f.x - rounding);
  expect(list.x + list.width).toBeLessThanOrEqual(f.x + f.width + rounding);
  expect(list.x).toBeGreaterThanOrEqual(edgeMargin);
  expect(list.x + list.width).toBeLessThanOrEqual(width - edgeMargin);
}

describe.each(viewports)("at $width px", (viewport) => {
  it("finding 9: the step links sit on one row inside the screen", async () => {
    const { page } = e2e;
    await page.setViewportSize(viewport);
    await openPage(page, realForm.pages[0]?.id ?? "");
    const links = page.getByRole("navigation").filter({ has: page.getByRole("link", { name: pageTitle(realForm.pages[0]?.id ?? "") }) }).getByRole("link");
    expect(await links.count()).toBe(realForm.pages.length);
    const boxes = await Promise.all((await links.all()).map(box));
    for (const b of boxes) {
      expect(b.y).toBe(boxes[0]?.y);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
    }
    await expectNoAxeViolations(page);
  });

  it("finding 9: a month and a year show their placeholder on one line, whole", async () => {
    const { page } = e2e;
    expect(monthYear).toBeDefined();
    await page.setViewportSize(viewport);
    await openPage(page, monthYearPage ?? "");
    for (const key of [monthYear?.month, monthYear?.year]) {
      const value = page.locator(`[id="${key}"]`).locator("[data-placeholder]");
      const shown = await value.evaluate((element) => ({
        lines: Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
        clipped: element.scrollWidth > element.clientWidth,
      }));
      expect(shown, key).toEqual({ lines: 1, clipped: false });
    }
  });

  it("finding 9: an open option list is no wider than its select and clear of the screen's edge", async () => {
    const { page } = e2e;
    await page.setViewportSize(viewport);
    await openPage(page, monthYearPage ?? "");
    const select = page.locator(`[id="${monthYear?.month}"]`);
    await select.click();
    await page.getByRole("listbox").waitFor();
    await expectListWithinField(page, select, viewport.width);
    await expectNoAxeViolations(page);
  });

  it("finding 9: the school search's suggestions are no wider than its field and clear of the screen's edge", async () => {
    const { page } = e2e;
    await page.setViewportSize(viewport);
    await openPage(page, realForm.keys.get("college_name")?.page ?? "");
    const search = page.getByRole("combobox", { name: new RegExp(`^${question("college_name").label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
    await search.pressSequentially("michigan");
    await page.getByRole("option").first().waitFor();
    await expectListWithinField(page, search, viewport.width);
  });
});
