import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { connectFormStore, formStore } from "../../app/form/appForm.ts";
import { localAnswers } from "../../app/storage/localAnswers.ts";

const visitorKey = "transfer-application.visitor-answers";
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? "null");
/**
 * Resolves after the idle callbacks asked for before it (they run in order), or at the latest two
 * seconds on: the app's own ask for an idle moment runs within one second (idleOrLeaving.ts), and
 * on a busy machine, with other test files drawing in the same browser, an idle moment may not
 * come before the test's time is up.
 */
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("a visitor's answers in local storage", () => {
  beforeAll(() => connectFormStore());

  it("are not written while the answer changes, so the click draws first; they are written once the browser is idle", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    formStore.getState().change({ legacy_ind: "Y" });
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.getItem(visitorKey)).toBeNull();
    await idle();
    expect(stored(visitorKey)).toMatchObject({ legacy_ind: "Y" });
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it("are written once for a run of changes, with the last answers", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    for (const name of ["A", "Ad", "Ada"]) formStore.getState().change({ first_name: name });
    await idle();
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(stored(visitorKey)).toMatchObject({ first_name: "Ada" });
  });
});

describe("answers waiting to be written", () => {
  const kept = localAnswers("test-answers");
  const key = "transfer-application.test-answers";

  it("are what a read gives back", () => {
    kept.writeSoon({ first_name: "Grace" });
    expect(kept.read()).toEqual({ first_name: "Grace" });
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("are written as the page is left", () => {
    kept.writeSoon({ first_name: "Grace" });
    dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(stored(key)).toEqual({ first_name: "Grace" });
  });

  it("are dropped by a clear, so nothing comes back after it", async () => {
    kept.write({ first_name: "Ada" });
    kept.writeSoon({ first_name: "Grace" });
    kept.clear();
    await idle();
    expect(localStorage.getItem(key)).toBeNull();
    expect(kept.read()).toEqual({});
  });

  it("none removes the entry at once", () => {
    kept.write({ first_name: "Ada" });
    kept.writeSoon({});
    expect(localStorage.getItem(key)).toBeNull();
  });
});
