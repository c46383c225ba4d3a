import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { partnerSettings } from "../../../schema/index.ts";
import { kinds } from "../../../stories/fixtures/kinds.ts";
import { renderNodes } from "../support/form.tsx";

describe("text input", () => {
  it("writes what is typed to its own key in the store", async () => {
    const { answers } = renderNodes(kinds.text.nodes);
    await userEvent.type(page.getByLabelText("First Name"), "Ada");
    expect(answers()).toEqual({ first_name: "Ada" });
  });

  it("shows an answer that changes elsewhere: loaded, then cleared", async () => {
    const { store } = renderNodes(kinds.text.nodes, { answers: { first_name: "Ada" } });
    const input = page.getByLabelText("First Name");
    await expect.element(input).toHaveValue("Ada");
    store.getState().loadAnswers({ first_name: "Grace" });
    await expect.element(input).toHaveValue("Grace");
    store.getState().change({ first_name: "" });
    await expect.element(input).toHaveValue("");
  });

  it("stops at the key's maximum length, 45 by default", async () => {
    const { answers } = renderNodes(kinds.text.nodes);
    await userEvent.type(page.getByLabelText("First Name"), "x".repeat(50));
    expect(answers().first_name).toBe("x".repeat(45));
  });

  it.each([
    ["first_name", "outlined (the default)", "field--outlined"],
    ["last_name", "underlined", "field--underlined"],
  ])("draws %s %s", async (key, _, variant) => {
    const { container } = renderNodes(kinds.text.nodes);
    await expect.poll(() => container.querySelector(`#${key}`)?.closest(".field")?.classList.contains(variant)).toBe(true);
  });

  it("marks a required field for assistive technology", async () => {
    renderNodes(kinds.text.nodes);
    await expect.element(page.getByLabelText("First Name")).toHaveAttribute("aria-required", "true");
  });

  it("fills {tokens} in labels from the partner settings", async () => {
    renderNodes([{ kind: "text", key: "applied_previously_term_transfer", label: "When did you apply to {schoolAbbreviation}?" }]);
    await expect.element(page.getByLabelText(`When did you apply to ${partnerSettings.schoolAbbreviation}?`)).toBeVisible();
  });
});
