/**
 * Issue 28, finding 4: a student who submits within 5 s of a save sees one success toast on the
 * completion page, and the submission's sentence once, not a save's toast and the submit's stacked
 * with the page saying the sentence again.
 */
import { describe, expect, it } from "vitest";
import { messages } from "../../engine/index.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { saveWithEntries } from "../server/helpers/entries.ts";
import { expectNoAxeViolations } from "./support/browser.ts";
import { realForm } from "../../stories/fixtures/forms.ts";
import { useBrowser } from "./support/session.ts";
import { studentClientInBrowser, toastTitled } from "./support/student.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-completion-toasts");

// The complete application without the uploaded transcript (uploads have tests of their own).
const answers = Object.fromEntries(Object.entries(complete).filter(([key]) => key !== "college_transcript_upload"));

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

describe.each(viewports)("the completion page at $width px", (viewport) => {
  it(`shows one success toast and the submission's sentence once after a save and a quick submit at ${viewport.width} px`, { timeout: 120_000 }, async () => {
    const { page, server } = e2e;
    await page.setViewportSize(viewport);
    const { client } = await studentClientInBrowser(server, e2e.context);
    expect((await saveWithEntries(client, answers)).status).toBe(200);
    // Save and Continue from the page before the last, whichever the schema makes them, then Submit at once.
    const [beforeLast, last] = realForm.pages.slice(-2).map((p) => p.id);
    await page.goto(`/${beforeLast}`);
    await page.getByRole("heading", { name: pageTitle(beforeLast ?? ""), level: 1 }).waitFor();
    await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    await page.getByRole("heading", { name: pageTitle(last ?? ""), level: 1 }).waitFor();
    await toastTitled(page, messages.successToastLabel).waitFor();
    await page.getByRole("button", { name: words.form.submit }).click();
    await page.waitForURL("**/completion");
    const success = toastTitled(page, messages.successToastLabel);
    await success.getByText(messages.submitted).waitFor();
    // A second toast would come within moments of the page: a second, then count.
    await page.waitForTimeout(1000);
    expect(await success.count()).toBe(1);
    expect(await page.getByText(messages.submitted).count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});
