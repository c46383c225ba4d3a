import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { optionLabel } from "../../../stories/fixtures/formText.ts";
import { kinds } from "../../../stories/fixtures/kinds.ts";
import { renderNodes } from "../support/form.tsx";

describe("radio group", () => {
  it("is a group named by its question, and writes the value with its label", async () => {
    const { answers } = renderNodes(kinds.radio.nodes);
    await expect.element(page.getByRole("radiogroup", { name: "Sex" })).toBeVisible();
    await userEvent.click(page.getByText("Female"));
    expect(answers()).toEqual({ gender: "F", gender_desc: "Female" });
  });
});

describe("single checkbox", () => {
  it("writes true when ticked and false when unticked", async () => {
    const { answers } = renderNodes(kinds.checkbox.nodes);
    // The input is visually hidden behind its drawn box; a pointer presses the label.
    const box = page.getByText(/I certify that all answers/);
    await userEvent.click(box);
    expect(answers().grant_counselor_agree).toBe(true);
    await userEvent.click(box);
    expect(answers().grant_counselor_agree).toBe(false);
  });
});

describe("checkbox group", () => {
  it("is a group named by its legend, each box writing its own key", async () => {
    const { answers } = renderNodes(kinds.checkboxGroup.nodes);
    await expect.element(page.getByRole("group", { name: "Race (select all that apply)" })).toBeVisible();
    await userEvent.click(page.getByText("Asian"));
    await userEvent.click(page.getByText("White"));
    await userEvent.click(page.getByText("Asian"));
    expect(answers()).toEqual({ race_asian: false, race_white: true });
  });
});

describe("select", () => {
  it("writes the chosen value with its label as the _desc companion", async () => {
    const { answers } = renderNodes(kinds.select.nodes);
    await userEvent.click(page.getByRole("button", { name: /Suffix/ }));
    await userEvent.click(page.getByRole("option", { name: "Jr." }));
    expect(answers()).toMatchObject({ suffix: "JR", suffix_desc: "Jr." });
  });

  it("clears the answer and its label with the blank entry", async () => {
    const { answers } = renderNodes(kinds.select.nodes, { answers: { suffix: "JR", suffix_desc: "Jr." } });
    await userEvent.click(page.getByRole("button", { name: /Suffix/ }));
    await userEvent.click(page.getByRole("option", { name: "No selection" }));
    expect(answers()).toMatchObject({ suffix: "", suffix_desc: "" });
  });

  it("offers a range of years counted from today", async () => {
    renderNodes(kinds.select.nodes);
    await userEvent.click(page.getByRole("button", { name: /Graduation Year/ }));
    await expect.element(page.getByRole("option", { name: "2026" })).toBeVisible();
    await expect.element(page.getByRole("option", { name: "1947" })).toBeInTheDocument();
    expect(document.querySelectorAll('[role="option"]').length).toBe(81);
  });
  it("gives the browser's autofill a select for a question with an autocomplete token, and takes what autofill puts there", async () => {
    const { container, answers } = renderNodes(kinds.select.nodes);
    await expect.element(page.getByRole("button", { name: /Suffix/ })).toBeVisible();
    const filled = container.querySelector<HTMLSelectElement>('select[autocomplete="honorific-suffix"]');
    if (!filled) throw new Error("no select for autofill");
    filled.value = "JR";
    filled.dispatchEvent(new Event("change", { bubbles: true }));
    await expect.poll(answers).toMatchObject({ suffix: "JR", suffix_desc: "Jr." });
  });

  it("draws no hidden select for a question without one: no autofill fills it, and drawing it costs an entry a third of its show", async () => {
    const { container } = renderNodes(kinds.select.nodes);
    await expect.element(page.getByRole("button", { name: /Graduation Year/ })).toBeVisible();
    expect([...container.querySelectorAll("select")].map((s) => s.getAttribute("autocomplete"))).toEqual(["honorific-suffix"]);
  });
});

describe("conditional select", () => {
  it("shows only when the controlling answer has options", async () => {
    const { store } = renderNodes(kinds.conditionalSelect.nodes);
    await expect.element(page.getByRole("button", { name: /Country/ })).toBeVisible();
    await expect.element(page.getByRole("button", { name: /State\/Province/ })).not.toBeInTheDocument();
    store.getState().change({ country: "CAN" });
    await expect.element(page.getByRole("button", { name: /State\/Province/ })).toBeVisible();
    store.getState().change({ country: "FRA" });
    await expect.element(page.getByRole("button", { name: /State\/Province/ })).not.toBeInTheDocument();
  });

  it("offers the list for the controlling answer and writes its _desc", async () => {
    const { answers } = renderNodes(kinds.conditionalSelect.nodes, { answers: { country: "CAN" } });
    await userEvent.click(page.getByRole("button", { name: /State\/Province/ }));
    await userEvent.click(page.getByRole("option", { name: optionLabel("state", "ON") }));
    expect(answers()).toMatchObject({ state: "ON", state_desc: optionLabel("state", "ON") });
  });

  it("is cleared with its _desc when the controlling answer changes", async () => {
    const { answers } = renderNodes(kinds.conditionalSelect.nodes, { answers: kinds.conditionalSelect.filled });
    await userEvent.click(page.getByRole("button", { name: /Country/ }));
    await userEvent.click(page.getByRole("option", { name: optionLabel("country", "CAN") }));
    expect(answers()).toMatchObject({ country: "CAN", state: "", state_desc: "" });
    await expect.element(page.getByRole("button", { name: /State\/Province/ })).toHaveTextContent("Select an option");
  });
});
