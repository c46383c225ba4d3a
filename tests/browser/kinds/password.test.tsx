import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { kinds } from "../../../stories/fixtures/kinds.ts";
import { renderNodes } from "../support/form.tsx";
import { words } from "../../../stories/fixtures/words.ts";
import { formLocales } from "../../../schema/partner.ts";
import { wordsFor } from "../../../schema/words.ts";

const states = (container: HTMLElement) => [...container.querySelectorAll(".checklist__item")].map((li) => li.className.replace(/.*checklist__item--/, ""));

describe("password input", () => {
  it("hides the password until the toggle is pressed, and hides it again", async () => {
    renderNodes(kinds.password.nodes, { answers: { password: "secret" } });
    const input = page.getByLabelText(words.account.fields.password, { exact: true });
    await expect.element(input).toHaveAttribute("type", "password");
    await userEvent.click(page.getByRole("button", { name: "Show password" }));
    await expect.element(input).toHaveAttribute("type", "text");
    await expect.element(page.getByRole("button", { name: "Show password" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(page.getByRole("button", { name: "Show password" }));
    await expect.element(input).toHaveAttribute("type", "password");
  });

  it("shows every rule inactive while the field is empty", async () => {
    const { container } = renderNodes(kinds.password.nodes);
    await expect.poll(() => states(container)).toEqual(["inactive", "inactive", "inactive", "inactive", "inactive", "inactive"]);
  });

  it.each([
    ["short", ["error", "error", "success", "error", "error", "success"]],
    ["Correct-horse-9battery", ["success", "success", "success", "success", "success", "success"]],
    [" Correct-horse-9battery", ["success", "success", "success", "success", "success", "error"]],
  ])("marks each rule met or not for %j", async (password, expected) => {
    const { container } = renderNodes(kinds.password.nodes, { answers: { password } });
    await expect.poll(() => states(container)).toEqual(expected);
  });

  it("ties the checklist to the field", async () => {
    renderNodes(kinds.password.nodes);
    await expect.element(page.getByLabelText(words.account.fields.password, { exact: true })).toHaveAccessibleDescription(/At least 12 characters/);
  });

  // A Spanish screen reader heard ": met" and ": not met" after each rule, written in the component (issue 40).
  it.each(formLocales)("tells a screen reader in %s whether each rule is met, in that language", async (locale) => {
    const { inputs } = wordsFor(locale);
    const { container } = renderNodes(kinds.password.nodes, { answers: { password: "short" } }, {}, locale);
    await expect.poll(() => states(container)).toContain("error");
    const spoken = [...container.querySelectorAll(".checklist__item .visually-hidden")].map((span) => span.textContent);
    expect(spoken).toEqual(states(container).map((state) => `: ${state === "success" ? inputs.ruleMet : inputs.ruleNotMet}`));
  });
});
