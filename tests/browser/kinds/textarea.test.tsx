import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { kinds } from "../../../stories/fixtures/kinds.ts";
import { renderNodes } from "../support/form.tsx";

const label = "You answered yes. Please provide a detailed statement of explanation.";

describe("text area", () => {
  it("saves when it loses focus, not while typing", async () => {
    const { answers } = renderNodes([...kinds.textarea.nodes, { kind: "text", key: "first_name", label: "First Name" }]);
    await userEvent.type(page.getByLabelText(label), "It was dismissed.");
    expect(answers().felony_comment).toBeUndefined();
    await userEvent.click(page.getByLabelText("First Name"));
    expect(answers().felony_comment).toBe("It was dismissed.");
  });

  it("counts characters against its 1500-character limit", async () => {
    renderNodes(kinds.textarea.nodes, { answers: { felony_comment: "abc" } });
    await expect.element(page.getByText("3 of 1500 characters")).toBeVisible();
    await userEvent.type(page.getByLabelText(label), "de");
    await expect.element(page.getByText("5 of 1500 characters")).toBeVisible();
    await expect.element(page.getByLabelText(label)).toHaveAttribute("maxlength", "1500");
  });

  it("ties the counter to the field", async () => {
    renderNodes(kinds.textarea.nodes);
    await expect.element(page.getByLabelText(label)).toHaveAccessibleDescription(/0 of 1500 characters/);
  });
});
