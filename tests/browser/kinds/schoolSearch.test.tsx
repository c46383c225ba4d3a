import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { messages } from "../../../engine/index.ts";
import { optionLabel } from "../../../stories/fixtures/formText.ts";
import { kinds } from "../../../stories/fixtures/kinds.ts";
import { renderNodes } from "../support/form.tsx";

const search = () => page.getByRole("combobox", { name: "Search for Your School" });

describe("school search", () => {
  it("asks the injected lookup for the typed text in its category", async () => {
    const { services } = renderNodes(kinds.schoolSearch.nodes);
    await userEvent.type(search(), "Central");
    await expect.element(page.getByRole("option", { name: /Central High School/ })).toBeVisible();
    // A slow typist's earlier prefix may be asked first (the 500 ms maximum wait); the last ask follows the debounce.
    await expect.poll(() => services.log.lookups.at(-1)).toEqual({ text: "Central", category: "hs_ceeb" });
  });

  it("fills the name, code and linked address fields from the chosen school in one change", async () => {
    const { store, answers } = renderNodes(kinds.schoolSearch.nodes);
    let updates = 0;
    store.subscribe((now, before) => {
      if (now.answers !== before.answers) updates++;
    });
    await userEvent.type(search(), "Central");
    await userEvent.click(page.getByRole("option", { name: /Central High School/ }));
    await expect.element(page.getByLabelText("City")).toHaveValue("Lansing");
    expect(updates).toBe(1);
    expect(answers()).toMatchObject({
      hs_name: "Central High School",
      hs_ceeb: "230001",
      hs_address_line_1: "1 School Street",
      hs_city: "Lansing",
      hs_state: "MI",
      hs_state_desc: optionLabel("hs_state", "MI"),
      hs_zip: "48933",
      hs_country: "USA",
      hs_country_desc: optionLabel("hs_country", "USA"),
    });
    await expect.element(page.getByText(messages.manualSchool)).not.toBeInTheDocument();
  });

  it("keeps a school typed by hand, clears the linked fields and asks for its address", async () => {
    const { answers } = renderNodes(kinds.schoolSearch.nodes, { answers: kinds.schoolSearch.filled });
    await userEvent.clear(search());
    await userEvent.type(search(), "Hillside Academy");
    await userEvent.click(page.getByRole("option", { name: /Use “Hillside Academy”/ }));
    await expect.element(page.getByText(messages.manualSchool)).toBeVisible();
    expect(answers()).toMatchObject({ hs_name: "Hillside Academy", hs_ceeb: "", hs_city: "", hs_address_line_1: "", hs_state: "" });
  });

  it("keeps a typed name when the field is left without choosing", async () => {
    const { answers } = renderNodes([...kinds.schoolSearch.nodes, { kind: "text", key: "first_name", label: "First Name" }]);
    await userEvent.type(search(), "Hillside Academy");
    await userEvent.click(page.getByLabelText("First Name"));
    expect(answers().hs_name).toBe("Hillside Academy");
    expect(answers().hs_ceeb ?? "").toBe("");
    await expect.element(page.getByText(messages.manualSchool)).toBeVisible();
  });

  it("clears every linked field when the name is cleared", async () => {
    const { answers } = renderNodes(kinds.schoolSearch.nodes, { answers: kinds.schoolSearch.filled });
    await userEvent.clear(search());
    await expect.poll(() => answers().hs_city).toBe("");
    expect(answers()).toMatchObject({ hs_name: "", hs_ceeb: "", hs_address_line_1: "", hs_state: "", hs_zip: "", hs_country: "" });
  });

  it("stores the suggestion's text when its details cannot be looked up", async () => {
    const { services, answers } = renderNodes(kinds.schoolSearch.nodes);
    services.lookupDetail = () => Promise.reject(new Error("lookup down"));
    await userEvent.type(search(), "Central");
    await userEvent.click(page.getByRole("option", { name: /Central High School/ }));
    await expect.poll(() => answers().hs_name).toBe("Central High School");
    expect(answers().hs_ceeb ?? "").toBe("");
  });
});
