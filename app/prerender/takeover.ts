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
// lose what is typed into it: it takes nothing until the app has drawn its own (mount.tsx).
if (pendingRoot && drawnAgain(tag?.dataset.storagePrefix ?? "")) pendingRoot.inert = true;
else if (pendingMark && pendingRoot) keepPresses(pendingRoot, pendingMark);

// Each preload link starts its request on the main thread, about a millisecond apiece on this
// machine and four on a slow phone: a page's two dozen at once were a task long enough to hold up
// a key (Lighthouse's total blocking time). A few per task, each task after what is waiting.
const preloadsPerTask = 4;

function load(): void {
  if (!tag?.dataset.entry) return;
  const hrefs = (tag.dataset.preload ?? "").split(" ").filter(Boolean);
  const tasks = new MessageChannel();
  tasks.port1.onmessage = () => {
    for (const href of hrefs.splice(0, preloadsPerTask)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 0) tasks.port2.postMessage(null);
    else tasks.port1.close();
  };
  void import(/* @vite-ignore */ tag.dataset.entry);
  tasks.port2.postMessage(null);
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
