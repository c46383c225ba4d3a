/**
 * The floor of `npm run bench:load` (bench/floor/) shows the same text fields as the app's About You
 * page for a visitor, in the same order, so the benchmark keeps comparing like with like when the
 * form changes. Its field list is derived from the form; this checks the derivation against the
 * page the app really draws.
 */
import { expect, it } from "vitest";
import { aboutFloor } from "../../bench/floor/build.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { whenDrawn } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { firstPageId, firstPath } from "../support/formPaths.ts";

const e2e = useBrowser("e2e-bench-floor");

/** The kinds of floor control a student types into: the app draws them as text boxes, or as combo boxes where it offers suggestions (the ZIP). */
const typed = new Set(["text", "tel", "textarea"]);

it("has the text fields the app's About You page shows a visitor, with their labels", async () => {
  const { page } = e2e;
  await page.goto(firstPath);
  await page.getByRole("heading", { name: pageTitle(firstPageId), level: 1 }).waitFor();
  // The page draws its sections one after another: all of them, before they are counted.
  await whenDrawn(page);
  // Only the fields typed into: a date's segments are spin buttons, and a select's trigger a button.
  const typedIn = page.getByRole("textbox").or(page.getByRole("combobox")).and(page.locator("input, textarea"));
  const appFields = await typedIn.evaluateAll((elements) => elements.map((el) => ({ id: el.id, label: (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? "" })));
  const floorFields = aboutFloor()
    .fields.filter((f) => typed.has(f.control) && !f.shownWhen)
    .map((f) => ({ id: f.id, label: f.label }));
  expect(floorFields.length).toBeGreaterThan(0);
  expect(floorFields).toEqual(appFields);
});

it("opens the same conditional block as the app, whose first control is the one the benchmark waits for", async () => {
  const { page } = e2e;
  const { block } = aboutFloor();
  await page.goto(firstPath);
  await page.getByRole("radiogroup", { name: block.controlLabel }).getByText(block.valueLabel, { exact: true }).click();
  await expect.poll(() => page.locator(`[id="${block.firstFieldId}"]`).isVisible()).toBe(true);
});
