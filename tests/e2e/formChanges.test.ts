/**
 * Issue 39, in the browser: a student whose draft was written on an older version of the form
 * comes back to a notice naming what to answer again (a choice no longer offered, as they had
 * chosen it) and anew (a required question the older version did not ask), each a link to the
 * question, each line gone once answered. The older version is the running form's own content
 * edited (tests/support/versionEdits.ts).
 */
import { describe, expect, it } from "vitest";
import { descKey, formVersionHeader, interpolate } from "../../engine/index.ts";
import { form } from "../../server/form.ts";
import { currentSnapshot, currentVersionLabel } from "../../server/versions/current.ts";
import { registerFormVersion } from "../../server/versions/register.ts";
import { words } from "../../stories/fixtures/words.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { firstPath } from "../support/formPaths.ts";
import { requiredAnswered, textIn, withExtraOption, withoutQuestion } from "../support/versionEdits.ts";
import { saveWithEntries } from "../server/helpers/entries.ts";
import { expectNoAxeViolations } from "./support/browser.ts";
import { fillAnswer } from "./support/formDriver.ts";
import { useBrowser } from "./support/session.ts";
import { accountIdOf, studentClientInBrowser, studentInBrowser } from "./support/student.ts";

const e2e = useBrowser("e2e-form-changes");

const choice = requiredAnswered(form, complete, "select").find((key) => withExtraOption(structuredClone(currentSnapshot), form, key, "x", "x"))!;
const newRequired = requiredAnswered(form, complete, "text")[0]!;
const retired = { value: "option-of-an-older-version", label: "An option no longer offered" };

const labelOf = (key: string): string => {
  const node = form.keys.get(key)!.node;
  return interpolate("label" in node && typeof node.label === "string" ? node.label : key, form.vars);
};

describe("a draft moved to a new version of the form", () => {
  it("is told what to answer again and anew, in links to the questions, each line gone once answered", async () => {
    const { page, context, server } = e2e;
    const { username, client } = await studentClientInBrowser(server, context);
    expect((await saveWithEntries(client, complete)).status).toBe(200);
    const older = structuredClone(currentSnapshot);
    older.partner.formVersion = `${currentVersionLabel}-e2e-older`;
    withExtraOption(older, form, choice, retired.value, retired.label);
    withoutQuestion(older, form, newRequired);
    const { id } = await registerFormVersion(server.db, older, new Date());
    await server.db.query("UPDATE applications SET answers = answers || $2::jsonb, form_version = $3 WHERE account_id = $1", [
      await accountIdOf(server, username),
      JSON.stringify({ [choice]: retired.value, [descKey(choice)]: "", [newRequired]: "" }),
      id,
    ]);
    const written = textIn(currentSnapshot, retired.label);
    const given = typeof written === "string" ? written : written[form.locale]!;

    await page.goto(firstPath);
    const notice = page.getByRole("region", { name: words.formChanges.title });
    const again = notice.getByRole("link", { name: interpolate(words.formChanges.askedAgain, { question: labelOf(choice), given }) });
    const anew = notice.getByRole("link", { name: interpolate(words.formChanges.newRequired, { question: labelOf(newRequired) }) });
    await again.waitFor();
    await anew.waitFor();
    await expectNoAxeViolations(page);

    await anew.click();
    await page.waitForURL((url) => url.pathname === `/${form.keys.get(newRequired)!.page}`);
    await fillAnswer(page, complete, newRequired);
    await anew.waitFor({ state: "detached" });
    expect(await again.isVisible()).toBe(true);
  });
});

describe("a page loaded before the server started on a new version of the form", () => {
  it("tells its student, at the server's first answer naming another version, that their answers are saved and to reload", async () => {
    const { page, context, server } = e2e;
    await studentInBrowser(server, context);
    // The server this page talks to has since started on a later version: its answers name it.
    await page.route("**/api/**", async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, headers: { ...answer.headers(), [formVersionHeader]: `${currentVersionLabel}-later` } });
    });
    await page.goto(firstPath);
    const notice = page.getByRole("status").filter({ has: page.getByRole("heading", { name: words.formChanges.updatedTitle }) });
    await notice.getByText(words.formChanges.updatedText).waitFor();
    await expectNoAxeViolations(page);
    // Reloaded, the page runs the server's version (here, the same build): no notice.
    await page.unroute("**/api/**");
    const profile = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/profile");
    await notice.getByRole("button", { name: words.formChanges.reload }).click();
    expect((await profile).headers()[formVersionHeader]).toBe(currentVersionLabel);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await notice.count()).toBe(0);
  });
});
