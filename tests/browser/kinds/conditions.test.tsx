import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { partnerSettings } from "../../../schema/index.ts";
import { optionLabel } from "../../../stories/fixtures/formText.ts";
import { kinds } from "../../../stories/fixtures/kinds.ts";
import { renderNodes } from "../support/form.tsx";

describe("conditional content", () => {
  it("shows its questions while the condition holds, and the engine clears them when it stops", async () => {
    const { answers } = renderNodes(kinds.conditional.nodes, { answers: kinds.conditional.filled });
    await expect.element(page.getByLabelText("When did you apply?")).toHaveValue("Fall 2025");
    await userEvent.click(page.getByText(`I have applied to ${partnerSettings.schoolAbbreviation} before.`));
    await expect.element(page.getByLabelText("When did you apply?")).not.toBeInTheDocument();
    expect(answers().applied_previously_term_transfer).toBe("");
  });

  it("shows only the first group whose condition holds", async () => {
    const { answers } = renderNodes(kinds.conditionalGroups.nodes, { answers: kinds.conditionalGroups.filled });
    await expect.element(page.getByLabelText("City of Residence")).toBeVisible();
    await userEvent.click(page.getByText(optionLabel("michigan_residence", "N"), { exact: true }));
    await expect.element(page.getByRole("button", { name: /state of legal residency/ })).toBeVisible();
    await expect.element(page.getByLabelText("City of Residence")).not.toBeInTheDocument();
    expect(answers().michigan_residence_city).toBe("");
  });

  it("announces a stop alert and gives it the key the summary links to", async () => {
    const { container } = renderNodes(kinds.content.nodes);
    await expect.element(page.getByText(/International students must apply/)).toBeVisible();
    const alert = container.querySelector("#intl_apply_alert");
    expect(alert?.getAttribute("role")).toBe("alert");
    expect(alert?.textContent).toMatch(/^International students must apply/);
    await expect.element(page.getByRole("link", { name: "International Undergraduate Application" })).toHaveAttribute("href", expect.stringMatching(/^https:\/\//));
  });
});

describe("confirmation-style toggle", () => {
  it("reveals its questions after the button is pressed and moves focus to them", async () => {
    renderNodes(kinds.reveal.nodes);
    await expect.element(page.getByLabelText("Emergency Contact Name")).not.toBeInTheDocument();
    await userEvent.click(page.getByRole("button", { name: "Add an emergency contact" }));
    await expect.element(page.getByLabelText("Emergency Contact Name")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Add an emergency contact" })).not.toBeInTheDocument();
    expect(document.activeElement?.id).toBe("extra_contact-content");
  });

  it("reveals its questions while the box is ticked, and hides them when unticked before any answer", async () => {
    renderNodes(kinds.reveal.nodes);
    const box = page.getByText("I go by another name");
    await userEvent.click(box);
    await expect.element(page.getByLabelText("Other Name")).toBeVisible();
    await userEvent.click(box);
    await expect.element(page.getByLabelText("Other Name")).not.toBeInTheDocument();
  });

  it("keeps answered questions in sight", async () => {
    renderNodes(kinds.reveal.nodes, { answers: kinds.reveal.filled });
    await expect.element(page.getByLabelText("Emergency Contact Name")).toHaveValue("Grace Hopper");
    await expect.element(page.getByLabelText("Other Name")).toHaveValue("Addie");
    await expect.element(page.getByRole("checkbox", { name: "I go by another name" })).toBeChecked();
  });
});

describe("address", () => {
  it("is a group of its fields named by its label", async () => {
    renderNodes(kinds.address.nodes);
    const group = page.getByRole("group", { name: "Permanent Address" });
    await expect.element(group.getByLabelText("Address", { exact: true })).toBeVisible();
    await expect.element(group.getByLabelText("City")).toBeVisible();
    await expect.element(group.getByLabelText("ZIP/Postal Code")).toBeVisible();
  });

  it("hides and clears the mailing address when it is the same as the permanent one", async () => {
    const { answers } = renderNodes(kinds.address.nodes, { answers: { mailing_address_line_1: "PO Box 12", mailing_city: "Ames" } });
    await expect.element(page.getByRole("group", { name: "Mailing Address" })).toBeVisible();
    await userEvent.click(page.getByText(/same as my permanent address/));
    await expect.element(page.getByRole("group", { name: "Mailing Address" })).not.toBeInTheDocument();
    expect(answers()).toMatchObject({ mailing_address_line_1: "", mailing_city: "", mailing_addr_same_as_perm_addr: true });
  });

  it("writes keys under its prefix", async () => {
    const { answers } = renderNodes(kinds.address.nodes);
    await userEvent.type(page.getByRole("group", { name: "Mailing Address" }).getByLabelText("City"), "Ames");
    expect(answers()).toEqual({ mailing_city: "Ames" });
  });
});
