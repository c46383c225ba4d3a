/** Every route of the app, each opened by whoever sees it: account pages by a visitor, the form pages by a student. */
import { expect } from "vitest";
import { completeAnswers } from "../../../stories/fixtures/application.ts";
import { saveWithEntries } from "../../server/helpers/entries.ts";
import { pageTitle } from "../../../stories/fixtures/formText.ts";
import { realForm } from "../../../stories/fixtures/forms.ts";
import { whenDrawn } from "./browser.ts";
import type { E2e } from "./session.ts";
import { studentClientInBrowser, submittedStudentInBrowser } from "./student.ts";

/** The form's pages in step order (spec section 2), from the schema. */
const formPaths = new Set(realForm.pages.map((p) => `/${p.id}`));

/** The routes of spec section 2, with the heading each shows. */
export const routes: readonly { path: string; heading: string }[] = [
  ...realForm.pages.map((p) => ({ path: `/${p.id}`, heading: pageTitle(p.id) })),
  { path: "/completion", heading: "Application Submitted" },
  { path: "/login", heading: "Log In" },
  { path: "/signup", heading: "Create Account" },
  { path: "/confirm", heading: "Confirm Your Account" },
  { path: "/forgot", heading: "Forgot Password" },
  { path: "/reset", heading: "Reset Password" },
];

/**
 * Opens a route as a student would see it: a form page with a complete application (the page
 * opened is the saved last page, so it stays open), /completion submitted, the account pages as
 * a visitor. Waits for the route's heading and for the page to be all drawn.
 */
export async function openRoute(e2e: E2e, route: { path: string; heading: string }): Promise<void> {
  const { page, context, server } = e2e;
  if (formPaths.has(route.path)) {
    const { client } = await studentClientInBrowser(server, context);
    expect((await saveWithEntries(client, completeAnswers)).status).toBe(200);
    expect((await client.put("/api/last-page", { last_page: route.path })).status).toBe(200);
  } else if (route.path === "/completion") {
    await submittedStudentInBrowser(server, context);
  }
  await page.goto(route.path);
  await page.getByRole("heading", { name: route.heading, level: 1 }).waitFor();
  await whenDrawn(page);
}
