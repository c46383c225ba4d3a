import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FormProvider, PageRenderer, createFormStore } from "../../renderer/index.ts";
import { fixtureToday, realForm, realPage, realRules } from "../../stories/fixtures/forms.ts";
import { memoryServices } from "../../stories/fixtures/services.ts";

const about = realPage("about");
const sectionCount = about.children.length;
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.useRealTimers();
});

/** Waits `ms` of real time, whatever the faked timers say (frames and Date are not faked). */
const realWait = (ms: number) =>
  new Promise<void>((resolve) => {
    const end = Date.now() + ms;
    const tick = () => (Date.now() >= end ? resolve() : requestAnimationFrame(tick));
    tick();
  });

const press = (key: string) => document.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));

/** The page drawn into a fresh root, with what each commit left in the document: sections drawn and whether the page is busy. */
function drawAbout(progressive: boolean, afterFirstCommit?: (draw: (isProgressive: boolean) => void) => void) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const store = createFormStore(realForm, {});
  const services = memoryServices();
  const draw = (isProgressive: boolean) =>
    root.render(
      <FormProvider form={realForm} rules={realRules} services={services} store={store} today={fixtureToday}>
        <PageRenderer page={about} progressive={isProgressive} />
      </FormProvider>,
    );
  const commits: { sections: number; busy: boolean }[] = [];
  const observer = new MutationObserver(() => {
    const drawn = container.querySelector(".form-page");
    if (!drawn) return;
    commits.push({ sections: drawn.querySelectorAll(":scope > section").length, busy: drawn.getAttribute("aria-busy") === "true" });
    if (commits.length === 1) afterFirstCommit?.(draw);
  });
  observer.observe(container, { childList: true, subtree: true, attributes: true });
  draw(progressive);
  cleanups.push(() => {
    observer.disconnect();
    root.unmount();
    container.remove();
  });
  return commits;
}

describe("a page drawn progressively", () => {
  it("draws its first section at once, busy, then every section, no longer busy", async () => {
    const commits = drawAbout(true);
    await expect.poll(() => commits.at(-1), { timeout: 20_000 }).toEqual({ sections: sectionCount, busy: false });
    expect(commits[0]).toEqual({ sections: 1, busy: true });
    expect(sectionCount).toBeGreaterThan(1);
  });

  it("draws every section at once when not progressive (print, service view)", async () => {
    const commits = drawAbout(false);
    await expect.poll(() => commits.length).toBeGreaterThan(0);
    expect(commits[0]).toEqual({ sections: sectionCount, busy: false });
  });

  it("draws the rest at once when it stops being progressive (a link to a field further down)", async () => {
    let draw: (isProgressive: boolean) => void = () => undefined;
    const commits = drawAbout(true, (again) => {
      draw = again;
      again(false);
    });
    await expect.poll(() => commits.length, { timeout: 20_000 }).toBeGreaterThan(1);
    expect(commits.slice(0, 2)).toEqual([
      { sections: 1, busy: true },
      { sections: sectionCount, busy: false },
    ]);
    // And stays whole when it turns progressive again.
    draw(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(commits.at(-1)).toEqual({ sections: sectionCount, busy: false });
  });

  it("waits for a pause in the student's typing before drawing the next section", async () => {
    // The test's own clock: the pause is measured on it, and it moves only when told.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    press("a");
    const commits = drawAbout(true);
    await expect.poll(() => commits.length, { timeout: 20_000 }).toBeGreaterThan(0);
    // Long enough, in real time, for every section to have been drawn had nothing held it back.
    await realWait(1500);
    expect(commits.at(-1)).toEqual({ sections: 1, busy: true });
    vi.advanceTimersByTime(1000);
    await expect.poll(() => commits.at(-1), { timeout: 20_000 }).toEqual({ sections: sectionCount, busy: false });
  });

  it("is not held back by keys that only move (Tab), so tabbing on finds the next section", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    // Keys typed in earlier tests, on their clocks, are long past.
    vi.advanceTimersByTime(10_000);
    press("Tab");
    const commits = drawAbout(true);
    await expect.poll(() => commits.at(-1), { timeout: 20_000 }).toEqual({ sections: sectionCount, busy: false });
  });
});
