/**
 * The one script a prerendered page's HTML runs (scripts/build/prerender.ts writes its tag): it
 * keeps what is pressed on the page's own controls until the app has taken the page over
 * (keepPresses.ts), and starts loading the app's code once the page drawn in the HTML has painted.
 * Until then the HTML, the stylesheets and the logo have the line to themselves, so the page paints
 * as soon as they are there; the code only takes over a page already drawn, whose fields take
 * typing meanwhile. Its tag names the app's entry, the chunks to preload with it, the root's
 * pending mark and the prefix of the app's keys in the browser's storage; it imports only
 * modules that import nothing (keepPresses.ts, drawnAgain.ts), so the build makes one small file.
 */
import { drawnAgain } from "./drawnAgain.ts";
import { keepPresses } from "./keepPresses.ts";

const tag = document.querySelector<HTMLScriptElement>("script[data-entry]");
const pendingMark = tag?.dataset.pending;
const pendingRoot = pendingMark ? document.querySelector<HTMLElement>(`[${pendingMark}]`) : null;
// A page the app will draw again (this browser holds answers, or the address asks for more) would
// lose what is typed into it: it takes nothing until the app has drawn its own (main.tsx).
if (pendingRoot && drawnAgain(tag?.dataset.storagePrefix ?? "")) pendingRoot.inert = true;
else if (pendingMark && pendingRoot) keepPresses(pendingRoot, pendingMark);

function load(): void {
  if (!tag?.dataset.entry) return;
  for (const href of (tag.dataset.preload ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ tag.dataset.entry);
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  load();
}

// The first contentful paint is reported once it is on screen. A browser that does not report
// paints starts after its next frame; a page that does not paint (opened in a background tab)
// starts after a while all the same.
if (PerformanceObserver.supportedEntryTypes.includes("paint")) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
} else requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 3000);
