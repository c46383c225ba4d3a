import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { answerShapeErrors } from "../../../engine/index.ts";
import { kinds } from "../../../stories/fixtures/kinds.ts";
import { renderNodes } from "../support/form.tsx";

describe("date input", () => {
  it("stores a complete valid date as YYYY-MM-DD", async () => {
    const { answers } = renderNodes(kinds.date.nodes);
    await userEvent.click(page.getByRole("spinbutton", { name: /month/i }));
    await userEvent.keyboard("02292004");
    expect(answers().birth_date).toBe("2004-02-29");
  });

  it("stores nothing while the date is incomplete", async () => {
    const { answers } = renderNodes(kinds.date.nodes);
    await userEvent.click(page.getByRole("spinbutton", { name: /month/i }));
    await userEvent.keyboard("0315");
    expect(answers().birth_date ?? "").toBe("");
  });

  it("clears the stored date when a part of it is erased", async () => {
    const { answers } = renderNodes(kinds.date.nodes, { answers: { birth_date: "2001-03-15" } });
    await userEvent.click(page.getByRole("spinbutton", { name: /year/i }));
    // Each press takes one digit: 200, 20, 2, then the empty segment.
    for (let i = 0; i < 4; i++) await userEvent.keyboard("{Backspace}");
    await expect.poll(() => answers().birth_date).toBe("");
  });

  it("keeps the month and day while the year is typed again", async () => {
    const { answers } = renderNodes(kinds.date.nodes, { answers: { birth_date: "2001-03-15" } });
    await userEvent.click(page.getByRole("spinbutton", { name: /year/i }));
    for (let i = 0; i < 4; i++) await userEvent.keyboard("{Backspace}");
    await expect.poll(() => answers().birth_date).toBe("");
    await userEvent.keyboard("1999");
    await expect.poll(() => answers().birth_date).toBe("1999-03-15");
  });

  it("shows a date loaded into the store after it was drawn, and keeps it as loaded", async () => {
    const { store } = renderNodes(kinds.date.nodes);
    store.getState().loadAnswers({ birth_date: "1998-12-01" });
    await expect.element(page.getByRole("spinbutton", { name: /year/i })).toHaveTextContent("1998");
    expect(store.getState().unsaved).toEqual({});
  });

  it("shows a stored date in its segments", async () => {
    renderNodes(kinds.date.nodes, { answers: { birth_date: "2001-03-15" } });
    await expect.element(page.getByRole("spinbutton", { name: /year/i })).toHaveTextContent("2001");
  });

  it("finding 2: an impossible date stays as typed with the data model's message and stores nothing", async () => {
    const { answers, form } = renderNodes(kinds.date.nodes);
    await userEvent.click(page.getByRole("spinbutton", { name: /month/i }));
    await userEvent.keyboard("02302001");
    // Leaving the field is where react-aria would turn February 30 into February 28.
    (document.activeElement as HTMLElement).blur();
    const [message = "no message"] = answerShapeErrors(form, { birth_date: "2001-02-30" }, { today: "2026-01-01" }).birth_date ?? [];
    const field = page.getByRole("group", { name: "Date of Birth" });
    await expect.element(field).toHaveTextContent("02/30/2001");
    await expect.element(field).toHaveAccessibleDescription(message);
    expect(answers().birth_date ?? "").toBe("");
  });

  it("finding 2: a stored date changed into an impossible one is no longer stored", async () => {
    const { answers } = renderNodes(kinds.date.nodes, { answers: { birth_date: "2001-02-15" } });
    await userEvent.click(page.getByRole("spinbutton", { name: /day/i }));
    await userEvent.keyboard("30");
    (document.activeElement as HTMLElement).blur();
    await expect.poll(() => answers().birth_date).toBe("");
    await expect.element(page.getByRole("group", { name: "Date of Birth" })).toHaveTextContent("02/30/2001");
  });
});
