import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
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

  it("shows a date loaded into the store after it was drawn", async () => {
    const { store } = renderNodes(kinds.date.nodes);
    store.getState().loadAnswers({ birth_date: "1998-12-01" });
    await expect.element(page.getByRole("spinbutton", { name: /year/i })).toHaveTextContent("1998");
  });

  it("shows a stored date in its segments", async () => {
    renderNodes(kinds.date.nodes, { answers: { birth_date: "2001-03-15" } });
    await expect.element(page.getByRole("spinbutton", { name: /year/i })).toHaveTextContent("2001");
  });
});
