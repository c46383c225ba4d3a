import "../renderer/theme/tokens.css";
import "../renderer/theme/base.css";
import "./styles/app.css";
import { nextTask } from "./nextTask.ts";

/**
 * The app's entry: it loads the app in steps, each run in a task of its own, so that the browser
 * handles a key or paints between them: React's DOM renderer, then Intl's list of locales, then
 * the app's modules, then React takes the page over (mount.tsx). Loaded as one, the modules ran
 * as a single task of about 40 ms on this machine, 160 ms on Lighthouse's slow phone: the page's
 * longest wait for a key.
 */
async function start(): Promise<void> {
  await import("react-dom/client");
  await nextTask();
  // The first question to Intl about a locale builds V8's list of the locales it has: 12 to 30 ms
  // here. react-aria asks it as its first module loads (its default locale); asked here first,
  // that is a task of its own rather than part of the app's.
  Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
  await nextTask();
  const { mount } = await import("./mount.tsx");
  await nextTask();
  mount();
}

void start();
