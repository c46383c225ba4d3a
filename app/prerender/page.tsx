/**
 * The build's prerender entry (scripts/build/prerender.ts runs it in Node after the client
 * build): each page a new visitor can open by its address, drawn as the browser draws it first
 * for a visitor with nothing stored (no session cookie, no stored answers, no query, no hash),
 * so the browser paints it from the HTML before any JavaScript runs, and React hydrates it.
 */
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { ReactNode } from "react";
import { pageIds } from "../../schema/generated/pageIds.ts";
import { App } from "../App.tsx";
import { today } from "../form/today.ts";

/** A page drawn at build time, and the lazily loaded module that draws it (routes.tsx), whose chunks its HTML preloads. */
export interface PrerenderedPage {
  path: string;
  module: string;
}

/** The form's pages and the account pages; /completion and the default route need a session or redirect. */
export const prerenderedPages: readonly PrerenderedPage[] = [
  ...pageIds.map((id) => ({ path: `/${id}`, module: "app/form/formPart.ts" })),
  { path: "/login", module: "app/account/LoginPage.tsx" },
  { path: "/signup", module: "app/account/SignupPage.tsx" },
  { path: "/forgot", module: "app/account/ForgotPage.tsx" },
  { path: "/confirm", module: "app/account/ConfirmPage.tsx" },
  { path: "/reset", module: "app/account/ResetPage.tsx" },
];

/** The year the pages are drawn in (canHydrate.ts compares it with the browser's). */
export const prerenderYear = (): string => today().slice(0, 4);

/** The HTML of the app at `path`, with every lazily loaded page resolved (prerender waits for Suspense). */
export async function renderPage(path: string): Promise<string> {
  const AtPath = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  // React writes a finished Suspense boundary apart, to be moved into place by an inline script,
  // once the page's bytes pass its progressive chunk size (12.8 kB): a page that grew by a few
  // elements or an author's questions would then need a script the Content-Security-Policy
  // refuses. Every boundary is finished here, so all of it is written in place.
  const { prelude } = await prerender(<App Router={AtPath} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
