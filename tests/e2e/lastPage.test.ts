/** The saved last page opens before any page is painted. */
import { describe, expect, it } from "vitest";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { useBrowser } from "./support/session.ts";
import { studentClientInBrowser } from "./support/student.ts";
import { firstPageId, firstPath } from "../support/formPaths.ts";

const e2e = useBrowser("e2e-last-page");

/** Notes the text of every h1 the document ever holds, from before the app's first script runs. */
function recordHeadings(): void {
  const seen: string[] = [];
  (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
  new MutationObserver(() => {
    for (const h1 of document.querySelectorAll("h1")) if (h1.textContent && !seen.includes(h1.textContent)) seen.push(h1.textContent);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

describe("the saved last page", () => {
  it("finding 8: reloading /education when the saved last page is the first one never paints Academics", async () => {
    const { page, context, server } = e2e;
    const { client } = await studentClientInBrowser(server, context);
    expect((await client.put("/api/last-page", { last_page: firstPath })).status).toBe(200);
    await page.addInitScript(recordHeadings);
    await page.goto("/education");
    await page.getByRole("heading", { name: pageTitle(firstPageId), level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(firstPath);
    expect(await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen)).toEqual([pageTitle(firstPageId)]);
  });
});
