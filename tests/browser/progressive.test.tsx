import { createRoot } from "react-dom/client";
import type { Node } from "../../engine/index.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FormProvider, PageRenderer, type Registry, type RendererEntry, createFormStore, kindTester, lazyComponent, registry } from "../../renderer/index.ts";
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

/** The first section of About You with a phone number, drawn after the first. */
const phoneSection = about.children.findIndex((section) => JSON.stringify(section).includes('"kind":"phone"'));

/** The registry with phone numbers drawn by `Field`. */
const withPhone = (Field: RendererEntry["Field"]): Registry => [{ tester: kindTester("phone", 2), Field, Print: () => null }, ...registry];

const press = (key: string) => document.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));

/** The page drawn into a fresh root, with what each commit left in the document: sections drawn and whether the page is busy. */
function drawAbout(progressive: boolean, afterFirstCommit?: (draw: (isProgressive: boolean) => void) => void, kinds: Registry = registry) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const store = createFormStore(realForm, {});
  const services = memoryServices();
  const draw = (isProgressive: boolean) =>
    root.render(
      <FormProvider form={realForm} rules={realRules} services={services} store={store} today={fixtureToday} registry={kinds}>
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

  it("does not put a section on the page while the student types when its code arrives then", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    vi.advanceTimersByTime(10_000);
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const commits = drawAbout(true, undefined, withPhone(lazyComponent(() => code.then(() => () => <p>phone</p>))));
    expect(phoneSection).toBeGreaterThan(0);
    // Every section before it is drawn; it waits for its code.
    await expect.poll(() => commits.at(-1), { timeout: 20_000 }).toEqual({ sections: phoneSection, busy: true });
    press("a");
    arrive();
    await realWait(1500);
    expect(commits.at(-1)).toEqual({ sections: phoneSection, busy: true });
    vi.advanceTimersByTime(1000);
    await expect.poll(() => commits.at(-1), { timeout: 20_000 }).toEqual({ sections: sectionCount, busy: false });
  });

  it("stops drawing a section at its next field when the student starts typing, and goes on at their pause", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    vi.advanceTimersByTime(10_000);
    // The phone fields drawn, in order; the first of them types a key as it is drawn.
    const drawn: string[] = [];
    const TypesWhileDrawn = ({ node }: { node: Node }) => {
      const key = "key" in node ? String(node.key) : node.kind;
      if (drawn.length === 0) press("a");
      if (!drawn.includes(key)) drawn.push(key);
      return <p>phone</p>;
    };
    const phones = JSON.stringify(about.children[phoneSection]).match(/"kind":"phone"/g) ?? [];
    expect(phones.length).toBeGreaterThan(1);
    const commits = drawAbout(true, undefined, withPhone(TypesWhileDrawn));
    await expect.poll(() => drawn.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await realWait(1500);
    // The section's other phone field, after the one typed in, is not drawn while they type.
    expect(drawn).toHaveLength(1);
    expect(commits.at(-1)).toEqual({ sections: phoneSection, busy: true });
    vi.advanceTimersByTime(1000);
    await expect.poll(() => commits.at(-1), { timeout: 20_000 }).toEqual({ sections: sectionCount, busy: false });
    expect(drawn.length).toBeGreaterThanOrEqual(phones.length);
  });

  it("does not put a section it began to draw on the page when the student starts typing meanwhile", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    vi.advanceTimersByTime(10_000);
    let typed = false;
    // A key typed while the section is being drawn, from inside its drawing.
    const TypesWhileDrawn = () => {
      if (!typed) press("a");
      typed = true;
      return <p>phone</p>;
    };
    const commits = drawAbout(true, undefined, withPhone(TypesWhileDrawn));
    await expect.poll(() => typed, { timeout: 20_000 }).toBe(true);
    await realWait(1500);
    expect(commits.at(-1)).toEqual({ sections: phoneSection, busy: true });
    vi.advanceTimersByTime(1000);
    await expect.poll(() => commits.at(-1), { timeout: 20_000 }).toEqual({ sections: sectionCount, busy: false });
  });
});
