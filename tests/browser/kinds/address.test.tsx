import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { LookupDetail } from "../../../renderer/index.ts";
import { optionLabel } from "../../../stories/fixtures/formText.ts";
import { kinds } from "../../../stories/fixtures/kinds.ts";
import { addresses } from "../../../stories/fixtures/services.ts";
import { renderNodes } from "../support/form.tsx";

// The permanent address alone: the fixture's mailing address would add a second ZIP field.
const nodes = kinds.address.nodes.slice(0, 1);
const permanent = () => page.getByRole("group", { name: "Permanent Address" });
const zip = () => permanent().getByRole("combobox", { name: /^ZIP\/Postal Code/ });
const option = (name: string) => page.getByRole("option", { name: new RegExp(`^${name}`) });
/** The in-memory lookup's place for a ZIP, with its record. */
const place = (id: string) => {
  const found = addresses.find((a) => a.id === id);
  if (!found) throw new Error(`no place ${id} in the fixtures`);
  return found;
};

/** The answers a place's record gives, with the labels of its state and country. */
const filledFrom = (detail: LookupDetail) => ({
  city: detail.city,
  state: detail.state,
  state_desc: optionLabel("state", detail.state ?? ""),
  zip: detail.zip,
  country: "USA",
  country_desc: optionLabel("country", "USA"),
});

/** Lets more than the 500 ms longest lookup wait pass, so a search that was going to happen has. */
const pastTheLookupWait = () => new Promise((resolve) => setTimeout(resolve, 700));

/** Whether a list of suggestions shows at any frame until past the lookup wait. */
async function listShowsPastTheLookupWait(): Promise<boolean> {
  let shown = false;
  const end = performance.now() + 700;
  while (performance.now() < end) {
    shown ||= document.querySelector('[role="listbox"]') !== null;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return shown;
}

describe("address autofill", () => {
  it("names country and state for the browser's autofill, each with its token", async () => {
    const { container } = renderNodes(nodes, { answers: { country: "USA", country_desc: optionLabel("country", "USA") } });
    await expect.element(permanent().getByRole("button", { name: /State\/Province/ })).toBeVisible();
    expect([...container.querySelectorAll("select")].map((s) => s.getAttribute("autocomplete"))).toEqual(["country", "address-level1"]);
  });
});

describe("address lookup on the ZIP field", () => {
  it("suggests places for the first digits of a ZIP, from the address category", async () => {
    const { services } = renderNodes(nodes);
    await userEvent.type(zip(), "4993");
    await expect.element(option("Houghton, MI 49931")).toBeVisible();
    await expect.element(option("Hancock, MI 49930")).toBeVisible();
    await expect.poll(() => services.log.lookups.at(-1)).toEqual({ text: "4993", category: "address" });
  });

  it("fills city, state, ZIP and country from the chosen place in one change, keeping the typed lines", async () => {
    const { store, answers } = renderNodes(nodes);
    await userEvent.type(permanent().getByLabelText("Address", { exact: true }), "12 Elm Street");
    await userEvent.type(permanent().getByLabelText("Address Line 2"), "Apt 4");
    await userEvent.type(zip(), "4993");
    let updates = 0;
    store.subscribe((now, before) => {
      if (now.answers !== before.answers) updates++;
    });
    await userEvent.click(option("Houghton, MI 49931"));
    await expect.element(permanent().getByLabelText("City")).toHaveValue("Houghton");
    expect(updates).toBe(1);
    expect(answers()).toMatchObject({ address_line_1: "12 Elm Street", address_line_2: "Apt 4", ...filledFrom(place("49931").detail) });
    await expect.element(zip()).toHaveValue("49931");
    await expect.element(permanent().getByRole("button", { name: /State\/Province/ })).toHaveTextContent(optionLabel("state", "MI"));
  });

  it("fills the first line too when the chosen record has one", async () => {
    const { answers } = renderNodes(nodes);
    await userEvent.type(permanent().getByLabelText("Address", { exact: true }), "1400 Towns");
    await userEvent.type(zip(), "49931");
    await userEvent.click(option("1400 Townsend Drive"));
    await expect.element(permanent().getByLabelText("Address", { exact: true })).toHaveValue("1400 Townsend Drive");
    expect(answers()).toMatchObject({ address_line_1: "1400 Townsend Drive", ...filledFrom(place("photon:townsend").detail) });
  });

  it("does not open the list again over the place just chosen", async () => {
    const { services } = renderNodes(nodes);
    await userEvent.type(zip(), "4993");
    await userEvent.click(option("Houghton, MI 49931"));
    await expect.element(zip()).toHaveValue("49931");
    expect(await listShowsPastTheLookupWait()).toBe(false);
    expect(services.log.lookups.map((l) => l.text)).not.toContain("49931");
    await expect.element(zip()).toHaveFocus();
  });

  it("opens the list for a ZIP pasted into the empty field", async () => {
    renderNodes(nodes);
    await userEvent.click(zip());
    await userEvent.fill(zip(), "48933");
    await expect.element(option("Lansing, MI 48933")).toBeVisible();
  });

  it("chooses a place with the keyboard", async () => {
    const { answers } = renderNodes(nodes);
    await userEvent.type(zip(), "4993");
    await expect.element(option("Hancock, MI 49930")).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect.poll(() => answers().city).toBe("Hancock");
    expect(answers()).toMatchObject(filledFrom(place("49930").detail));
  });

  it("keeps a ZIP typed by hand, without choosing", async () => {
    const { answers } = renderNodes(nodes);
    await userEvent.type(zip(), "48933");
    await expect.element(option("Lansing, MI 48933")).toBeVisible();
    await userEvent.click(permanent().getByLabelText("City"));
    expect(answers()).toMatchObject({ zip: "48933" });
    expect(answers().city ?? "").toBe("");
    await expect.element(page.getByRole("listbox")).not.toBeInTheDocument();
  });

  it("keeps the typed ZIP, and says nothing, when the place's record cannot be read", async () => {
    const { services, answers, container } = renderNodes(nodes);
    let asked = 0;
    services.lookupDetail = () => {
      asked++;
      return Promise.reject(new Error("lookup down"));
    };
    await userEvent.type(zip(), "4993");
    await userEvent.click(option("Houghton, MI 49931"));
    await expect.poll(() => asked).toBe(1);
    await expect.element(page.getByRole("listbox")).not.toBeInTheDocument();
    await expect.element(zip()).toHaveValue("4993");
    expect(answers()).toMatchObject({ zip: "4993" });
    expect(answers().city ?? "").toBe("");
    expect(container.querySelector('[role="alert"], .field__error-line')).toBeNull();
    expect(services.log.errors).toEqual([]);
  });

  it("shows no suggestions and no message when the search fails, and does not ask again", async () => {
    const { services, answers, container } = renderNodes(nodes);
    const searched: string[] = [];
    services.lookup = (text) => {
      searched.push(text);
      return Promise.reject(new Error("lookup down"));
    };
    await userEvent.type(zip(), "49931");
    await expect.poll(() => searched.at(-1)).toBe("49931");
    await pastTheLookupWait();
    expect(searched.filter((text) => text === "49931")).toHaveLength(1);
    await expect.element(page.getByRole("listbox")).not.toBeInTheDocument();
    expect(answers().zip).toBe("49931");
    expect(container.querySelector('[role="alert"], .field__error-line')).toBeNull();
    expect(services.log.errors).toEqual([]);
  });

  it("ignores a record that arrives after the student typed on", async () => {
    const { services, answers } = renderNodes(nodes);
    let answer: (detail: LookupDetail) => void = () => undefined;
    services.lookupDetail = () => new Promise((resolve) => (answer = resolve));
    await userEvent.type(zip(), "4993");
    await userEvent.click(option("Houghton, MI 49931"));
    await userEvent.type(zip(), "0");
    expect(answers().zip).toBe("49930");
    answer(place("49931").detail);
    await pastTheLookupWait();
    expect(answers().zip).toBe("49930");
    expect(answers().city ?? "").toBe("");
  });

  it("is a plain field that asks nothing while another country is chosen", async () => {
    const { services, answers } = renderNodes(nodes, { answers: { country: "CAN", country_desc: optionLabel("country", "CAN") } });
    const field = permanent().getByRole("textbox", { name: /^ZIP\/Postal Code/ });
    await userEvent.type(field, "M5V 3L9");
    await pastTheLookupWait();
    expect(answers().zip).toBe("M5V 3L9");
    expect(services.log.lookups).toEqual([]);
    await expect.element(permanent().getByRole("combobox")).not.toBeInTheDocument();
  });
});
