import { describe, expect, it, vi } from "vitest";

// The engine runs in the browser and on the server: importing React (or any UI or state
// library) from it must be impossible. Each of these throws if the engine imports it.
vi.mock("react", () => { throw new Error("the engine imported react"); });
vi.mock("react-dom", () => { throw new Error("the engine imported react-dom"); });
vi.mock("zustand", () => { throw new Error("the engine imported zustand"); });
vi.mock("immer", () => { throw new Error("the engine imported immer"); });

describe("engine purity", () => {
  it("loads and runs with React, zustand and immer unavailable", async () => {
    const engine = await import("../../../engine/index.ts");
    const { application } = await import("../../../schema/index.ts");
    const form = engine.compileForm(application);
    expect(engine.validatePage(form, "about", {}, { today: "2026-11-21" })).toHaveProperty("first_name");
  });
});
