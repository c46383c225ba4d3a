/**
 * A long form page draws only the sections on or near the screen: a key typed at the top then
 * repaints what is there, not the whole page. Sections further down are drawn as the student
 * scrolls to them, and what the containment brings (a section clips what overflows it) leaves a
 * field's focus ring whole.
 */
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { whenDrawn } from "./support/browser.ts";
import { openRoute } from "./support/routes.ts";
import { useBrowser } from "./support/session.ts";
import { studentInBrowser } from "./support/student.ts";
import { words } from "../../stories/fixtures/words.ts";
import { firstPageId, firstPath } from "../support/formPaths.ts";

const e2e = useBrowser("e2e-long-page");
const about = { path: firstPath, heading: pageTitle(firstPageId) };

/** For each section of the page: whether its content is rendered (not skipped as off-screen). */
const sectionsRendered = () =>
  e2e.page.evaluate(() => [...document.querySelectorAll(".form-page > section")].map((section) => section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false));

describe("a long form page", () => {
  it("leaves the sections far below the screen unrendered until the student scrolls to them", async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1280, height: 720 });
    await openRoute(e2e, about);
    // Each section is drawn whole once, when it arrives, so that its height is known; it is
    // skipped from the next frame on.
    await expect.poll(async () => (await sectionsRendered()).at(-1)).toBe(false);
    const rendered = await sectionsRendered();
    expect(rendered.length).toBeGreaterThan(3);
    expect(rendered[0]).toBe(true);
    await page.locator(".form-page > section").last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await sectionsRendered()).at(-1)).toBe(true);
  });

  // A section never drawn would hold a guessed height until the screen reached it, then take its
  // own: a student who goes straight to the end (the End key, a press on Save and Continue) would
  // see the page move under the pointer, and press what came there instead.
  it("moves nothing when the student goes straight to its end, to Save and Continue", async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1280, height: 720 });
    await openRoute(e2e, about);
    // As the browser brings a button reached by Tab, or pressed by a test, into view; then where
    // the button is in each of the next frames.
    const tops = await page.getByRole("button", { name: words.form.saveAndContinue }).evaluate(
      (button) =>
        new Promise<number[]>((resolve) => {
          button.scrollIntoView({ block: "nearest" });
          const seen: number[] = [];
          const frame = (): void => {
            seen.push(button.getBoundingClientRect().top);
            if (seen.length < 10) requestAnimationFrame(frame);
            else resolve(seen);
          };
          requestAnimationFrame(frame);
        }),
    );
    expect(new Set(tops).size).toBe(1);
  });

  it("paints a focused field's whole ring where the field meets its section's edge", async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1280, height: 720 });
    await openRoute(e2e, about);
    const field = page.locator(".form-page > section input[type=text]").first();
    // Reached from the keyboard, as a student tabbing through the page meets it.
    await field.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const { ring, sectionLeft } = await field.evaluate((input) => ({
      ring: getComputedStyle(input).outlineColor,
      sectionLeft: input.closest("section")?.getBoundingClientRect().left ?? Number.NaN,
    }));
    const box = await field.boundingBox();
    if (!box) throw new Error("the field has no box");
    // The field's left edge is the section's content edge; its ring is drawn outside it.
    expect(box.x - sectionLeft).toBeLessThan(12);
    const shot = PNG.sync.read(await page.screenshot({ clip: { x: box.x - 4, y: box.y + box.height / 2, width: 1, height: 1 }, animations: "disabled" }));
    const [r, g, b] = shot.data;
    expect(`rgb(${r}, ${g}, ${b})`).toBe(ring);
  });
});

// A page draws its first section at once and the others after it. Were its buttons and the footer
// shown meanwhile, each section arriving would push them down: the student would see them jump,
// and a press on Save and Continue could land on a field that came in its place. (That nothing
// moves for a student who reached them anyway is toastLayoutShift.test's measure.)
describe.each([
  { who: "a visitor (the page drawn at build time, taken over)", student: false },
  { who: "a logged-in student (the page drawn in the browser)", student: true },
])("a form page opened by $who", ({ student }) => {
  it("shows its buttons and the footer only once all its sections are there", async () => {
    const { page, context, server } = e2e;
    if (student) await studentInBrowser(server, context);
    // In every frame from the first: whether the page is still busy, and whether its buttons or the footer show.
    await page.addInitScript(() => {
      const frames: { busy: boolean; shown: boolean }[] = [];
      (window as unknown as { frames: typeof frames }).frames = frames;
      const look = (): void => {
        const busy = document.querySelector(".form-page[aria-busy]") !== null;
        const shown = [...document.querySelectorAll(".form-buttons, footer")].some((element) => element.checkVisibility());
        frames.push({ busy, shown });
        if (busy || document.querySelector(".form-page") === null) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(about.path);
    await whenDrawn(page);
    await page.getByRole("button", { name: words.form.saveAndContinue }).waitFor();
    const frames = await page.evaluate(() => (window as unknown as { frames: { busy: boolean; shown: boolean }[] }).frames);
    expect(frames.some((frame) => frame.busy)).toBe(true);
    expect(frames.filter((frame) => frame.busy && frame.shown)).toEqual([]);
  });
});
