import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Node } from "../../engine/index.ts";
import type { StoreData } from "../../renderer/index.ts";
import { optionLabel } from "../../stories/fixtures/formText.ts";
import { kinds } from "../../stories/fixtures/kinds.ts";
import { renderBetween } from "./support/keyboard.tsx";
import { words } from "../../stories/fixtures/words.ts";

const { keyboard, tab } = userEvent;

/**
 * Types one key at a time, as a person does. The mask library behind the phone and SSN fields
 * reads the caret on a timer and drops a key that arrives before its next tick (a burst of
 * synthetic keys in one task); people never type that fast.
 */
const typeKeys = async (text: string) => {
  for (const key of text) await keyboard(key);
};

/**
 * Chooses an option of the open list by its label with the arrow keys, from the first. Typing the
 * label would use the list's typeahead, whose search starts over after a second without a key: a
 * busy machine's pause between two letters chose another option.
 */
const chooseOption = async (label: string) => {
  const options = () => document.querySelectorAll('[role="option"]').length;
  await expect.poll(options, { timeout: 10_000 }).toBeGreaterThan(0);
  const labels = [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent?.trim());
  const index = labels.indexOf(label);
  if (index === -1) throw new Error(`the open list has no option "${label}"`);
  await keyboard(`{Home}${"{ArrowDown}".repeat(index)}{Enter}`);
};

/** One kind: its nodes, the session, the keys pressed after the first Tab, and the answers they give. */
interface Case {
  kind: string;
  nodes: Node[];
  initial?: Partial<StoreData>;
  /** Keys pressed once focus is on the kind's first control; the case ends by tabbing to "After". */
  fill: () => Promise<void>;
  expected: Record<string, unknown>;
}

const cases: Case[] = [
  {
    kind: "text",
    nodes: kinds.text.nodes,
    fill: async () => {
      await keyboard("Ada");
      await tab();
      await keyboard("Lovelace");
    },
    expected: { first_name: "Ada", last_name: "Lovelace" },
  },
  {
    kind: "textarea",
    nodes: kinds.textarea.nodes,
    fill: () => keyboard("It was dismissed.{Enter}Twice."),
    expected: { felony_comment: "It was dismissed.\nTwice." },
  },
  {
    kind: "date",
    nodes: kinds.date.nodes,
    fill: () => keyboard("03152001"),
    expected: { birth_date: "2001-03-15" },
  },
  {
    kind: "password",
    nodes: kinds.password.nodes,
    fill: async () => {
      await keyboard("Secret-pass-123");
      await tab();
      await keyboard("{Enter}");
    },
    expected: { password: "Secret-pass-123" },
  },
  { kind: "ssn", nodes: kinds.ssn.nodes, fill: () => typeKeys("1234567890"), expected: { ssn: "123-45-6789" } },
  { kind: "phone", nodes: kinds.phone.nodes, fill: () => typeKeys("5175550123"), expected: { phone_home: "(517) 555-0123" } },
  { kind: "radio", nodes: kinds.radio.nodes, fill: () => keyboard("{ArrowDown}"), expected: { gender: "M", gender_desc: "Male" } },
  { kind: "checkbox", nodes: kinds.checkbox.nodes, fill: () => keyboard(" "), expected: { grant_counselor_agree: true } },
  {
    kind: "checkboxGroup",
    nodes: kinds.checkboxGroup.nodes,
    fill: async () => {
      await tab();
      await keyboard(" ");
      await tab();
      await tab();
      await keyboard(" ");
    },
    expected: { race_asian: true, race_white: true },
  },
  {
    kind: "select",
    nodes: kinds.select.nodes,
    fill: async () => {
      await keyboard("{Enter}");
      await chooseOption(optionLabel("suffix", "JR"));
      await tab();
      await keyboard("{ArrowDown}");
      await keyboard("{ArrowDown}{ArrowDown}{Enter}");
    },
    expected: { suffix: "JR", suffix_desc: "Jr.", grad_year: "2025" },
  },
  {
    kind: "conditionalSelect",
    nodes: kinds.conditionalSelect.nodes,
    fill: async () => {
      await keyboard("{Enter}");
      await chooseOption(optionLabel("country", "CAN"));
      await tab();
      await keyboard("{Enter}");
      await chooseOption(optionLabel("state", "ON"));
    },
    expected: { country: "CAN", country_desc: optionLabel("country", "CAN"), state: "ON", state_desc: optionLabel("state", "ON") },
  },
  {
    kind: "conditional",
    nodes: kinds.conditional.nodes,
    fill: async () => {
      await keyboard(" ");
      await tab();
      await keyboard("Fall 2025");
    },
    expected: { applied_previously_transfer: true, applied_previously_term_transfer: "Fall 2025" },
  },
  {
    kind: "conditionalGroups",
    nodes: kinds.conditionalGroups.nodes,
    fill: async () => {
      await keyboard(" ");
      await tab();
      await keyboard("Lansing");
    },
    expected: { michigan_residence: "Y", michigan_residence_city: "Lansing" },
  },
  {
    kind: "reveal",
    nodes: kinds.reveal.nodes,
    fill: async () => {
      await keyboard("{Enter}");
      await tab();
      await keyboard("Grace Hopper");
      await tab();
      await keyboard(" ");
      await tab();
      await keyboard("Addie");
    },
    expected: { emergency_name: "Grace Hopper", other_name: "Addie" },
  },
  {
    kind: "address",
    nodes: kinds.address.nodes,
    fill: async () => {
      // Country comes first, so the state list appears ahead of the student, never behind.
      await keyboard("{Enter}");
      await chooseOption(optionLabel("country", "USA"));
      await tab();
      await keyboard("12 Elm Street");
      await tab();
      await tab();
      await keyboard("Lansing");
      await tab();
      await keyboard("{Enter}");
      await chooseOption(optionLabel("state", "MI"));
      await tab();
      await keyboard("48933");
      await tab();
      await keyboard(" "); // the mailing address is the same, so its fields go
    },
    expected: { address_line_1: "12 Elm Street", city: "Lansing", zip: "48933", country: "USA", state: "MI", mailing_addr_same_as_perm_addr: true },
  },
  {
    kind: "schoolSearch",
    nodes: kinds.schoolSearch.nodes,
    fill: async () => {
      await keyboard("Central");
      await expect.element(page.getByRole("option", { name: /Central High School/ })).toBeVisible();
      await keyboard("{ArrowDown}{Enter}");
      await expect.element(page.getByLabelText("City")).toHaveValue("Lansing");
      // The linked fields follow (country, address, city, state, ZIP); tab past them.
      for (let i = 0; i < 5; i++) await tab();
    },
    expected: { hs_name: "Central High School", hs_ceeb: "230001", hs_city: "Lansing", hs_state: "MI" },
  },
  {
    kind: "content",
    nodes: kinds.content.nodes,
    fill: () => expect.element(page.getByRole("link", { name: "International Undergraduate Application" })).toHaveFocus(),
    expected: {},
  },
  {
    kind: "fileUpload",
    nodes: kinds.fileUpload.nodes,
    initial: { isLoggedIn: true },
    fill: async () => {
      await expect.element(page.getByRole("button", { name: words.upload.chooseFile })).toHaveFocus();
      // Enter opens the system's file dialog, outside the page; the test hands the file over as that dialog would.
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error("no file input");
      await userEvent.upload(page.elementLocator(input), new File(["%PDF-1.7"], "transcript.pdf", { type: "application/pdf" }));
      await expect.element(page.getByRole("button", { name: words.upload.deleteFile })).toHaveFocus();
      await keyboard("{Enter}");
      await expect.element(page.getByRole("alertdialog")).toBeVisible();
      await tab(); // Cancel
      await tab(); // Delete
      await keyboard("{Enter}");
      await expect.element(page.getByRole("button", { name: words.upload.chooseFile })).toHaveFocus();
    },
    expected: { college_transcript_upload: "" },
  },
  {
    kind: "repeat",
    nodes: kinds.repeat.nodes,
    initial: { isLoggedIn: true },
    fill: async () => {
      await keyboard("Mary");
      await tab();
      await keyboard("Smith");
      await tab();
      await keyboard("{Enter}");
      await expect.element(page.getByRole("heading", { name: "Alumna/us 2" })).toHaveFocus();
      await tab();
      await keyboard("John");
      await tab();
      await tab(); // the second entry's Remove
      await tab(); // the add button stays: 2 of 4
    },
    expected: { legacy_first_name: "Mary", legacy_last_name: "Smith", legacy_2_first_name: "John" },
  },
  {
    kind: "tabs",
    nodes: kinds.tabs.nodes,
    initial: { isLoggedIn: true },
    fill: async () => {
      await keyboard("{ArrowRight}");
      await tab();
      await keyboard(" ");
    },
    expected: { transcript_later: true },
  },
  {
    kind: "section",
    nodes: kinds.section.nodes,
    fill: async () => {
      await keyboard("{Enter}");
      await chooseOption(optionLabel("grad_month", "6"));
      await tab();
      await keyboard("{Enter}");
      await chooseOption(optionLabel("grad_year", "2019"));
    },
    expected: { grad_month: "6", grad_year: "2019" },
  },
];

describe("keyboard-only use", () => {
  it.each(cases)("reaches, fills and leaves a $kind input with the keyboard alone", async ({ nodes, initial, fill, expected }) => {
    const { answers } = await renderBetween(nodes, initial);
    await tab();
    await fill();
    await tab();
    await expect.element(page.getByRole("button", { name: "After" })).toHaveFocus();
    expect(answers()).toMatchObject(expected);
  });
});
