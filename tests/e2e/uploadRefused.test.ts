/**
 * Issue 28, finding 2: a refused upload keeps the student where they are. A file that is not what
 * its name says (a .png that is not a PNG) is refused by the server's conversion; the page does
 * not scroll away, the reason shows under the question in view and clear of the toasts, focus
 * stays on the question's control, and the error toast is in view too.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, uploadError } from "../../engine/index.ts";
import { rejections } from "../../server/documents/convert/messages.ts";
import { pageTitle, question } from "../../stories/fixtures/formText.ts";
import { expectNoAxeViolations, pageBox, pageScrollTop } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { studentInBrowser, toastTitled } from "./support/student.ts";
import { words } from "../../stories/fixtures/words.ts";

// The first college's transcript, on the page of the colleges.
const key = "college_transcript_upload";
const pageId = "education";

let dataDir = "";
const settings = { dataDir: "", documentWorkers: 1 };
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "e2e-upload-refused-"));
  settings.dataDir = dataDir;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const e2e = useBrowser("e2e-upload-refused", settings);

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Whether the element lies wholly in the page's visible box and meets none of the toasts. */
const inViewClearOfToasts = (element: Locator): Promise<boolean> =>
  element.evaluate((e, pageBox) => {
    const box = e.getBoundingClientRect();
    const shown = document.querySelector(pageBox)?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
    const inView = box.top >= Math.max(0, shown.top) && box.bottom <= Math.min(window.innerHeight, shown.bottom) && box.height > 0;
    const toasts = [...document.querySelectorAll("[role=alertdialog]")].map((t) => t.getBoundingClientRect());
    return inView && !toasts.some((t) => box.left < t.right && t.left < box.right && box.top < t.bottom && t.top < box.bottom);
  }, pageBox);

describe.each(viewports)("a refused upload at $width px", (viewport) => {
  it(`keeps the page where it was, with the reason under the question in view at ${viewport.width} px`, { timeout: 120_000 }, async () => {
    const { page, context, server } = e2e;
    await page.setViewportSize(viewport);
    await studentInBrowser(server, context);
    await page.goto(`/${pageId}`);
    await page.getByRole("heading", { name: pageTitle(pageId), level: 1 }).waitFor();
    // The student looks at the question: its control in the middle of the window.
    const control = page.locator(`#${key}`);
    await control.evaluate((e) => e.scrollIntoView({ block: "center" }));
    const before = await pageScrollTop(page);
    expect(before).toBeGreaterThan(0);
    await page.locator('input[type="file"]').setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("this is not a picture") });

    const reason = page.getByText(rejections.notPng.message);
    await reason.waitFor({ timeout: 90_000 });
    // The spec's "Error uploading file for {field}", in an error toast.
    await toastTitled(page, messages.dialogDefaultTitle).getByText(uploadError(question(key).label, words)).waitFor();
    // Two frames, for anything the arrival would scroll.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await pageScrollTop(page)).toBe(before);
    expect(await inViewClearOfToasts(reason)).toBe(true);
    expect(await inViewClearOfToasts(control)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(key);
    // The control names the reason, so that a screen reader on it hears why.
    const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
    const described = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" "), describedBy.split(" "));
    expect(described).toContain(rejections.notPng.message);
    await expectNoAxeViolations(page);
  });
});
