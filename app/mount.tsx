/**
 * Puts the app into the page: React takes over a page drawn in the HTML, or draws its own.
 */
import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./App.tsx";
import { pageLocale } from "./locale.ts";
import { canHydrate } from "./prerender/canHydrate.ts";
import { restoreInlineStyles } from "./prerender/inlineStyles.ts";
import { appRootId, prerenderedAttributes } from "./prerender/markers.ts";
import { watchForLostSession } from "./session/endSession.ts";

// The router in its declarative form: the app loads no data through routes, and this form leaves
// out the data router's code.
function AddressRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

export function mount(): void {
  watchForLostSession();
  const root = document.getElementById(appRootId);
  if (!root) throw new Error(`index.html has no #${appRootId} element`);
  // index.html and the pages drawn at build time are in the form's default language: the app
  // draws the page in the chosen one, and takes over a drawn page only in that same language.
  const sentIn = document.documentElement.lang;
  document.documentElement.lang = pageLocale;
  // A new visitor's page came drawn in the HTML (scripts/build/prerender.ts): React takes it over.
  // Anyone else gets the page drawn here, in place of the visitor's.
  if (sentIn === pageLocale && canHydrate(root)) {
    restoreInlineStyles(root);
    hydrateRoot(root, <App Router={AddressRouter} />);
  } else {
    root.replaceChildren();
    root.removeAttribute(prerenderedAttributes.pending);
    root.inert = false;
    createRoot(root).render(<App Router={AddressRouter} />);
  }
}
