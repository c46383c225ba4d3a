import { describe, expect, it } from "vitest";
import { messages } from "../../engine/index.ts";
import { partnerSettings } from "../../schema/index.ts";
import { optionLabel } from "../../stories/fixtures/formText.ts";
import { type KindName, kinds } from "../../stories/fixtures/kinds.ts";
import { states } from "../../stories/support/story.tsx";
import { renderNodes } from "./support/form.tsx";

const school = partnerSettings.schoolAbbreviation;
const michigan = optionLabel("state", "MI");
const unitedStates = optionLabel("country", "USA");

// What the service print view shows of each kind's filled fixture: plain values, choices as [X] / [ ].
const expected: Record<KindName, string[]> = {
  text: ["First Name", "Ada", "Last Name", "Lovelace"],
  textarea: ["In 2019 I was charged with a misdemeanor that was later dismissed."],
  date: ["Date of Birth", "March 15, 2001"],
  password: ["Password", "Set (hidden)"],
  ssn: ["***-**-6789"],
  phone: ["Home Phone", "(517) 555-0123"],
  radio: ["Sex", "[X] Female", "[ ] Male"],
  checkbox: [`[X] I certify that all answers in this application are complete and accurate, and I authorize ${school}`],
  checkboxGroup: ["[ ] American Indian or Alaska Native", "[X] Asian", "[ ] Black or African American", "[X] White"],
  select: ["Suffix", "Jr.", "Graduation Year", "2020"],
  conditionalSelect: [unitedStates, "State/Province", michigan],
  conditional: [`[X] I have applied to ${school} before.`, "When did you apply?", "Fall 2025"],
  conditionalGroups: [`[X] ${optionLabel("michigan_residence", "Y")}`, `[ ] ${optionLabel("michigan_residence", "N")}`, "City of Residence", "Lansing"],
  content: ["Before you start", "International students must apply"],
  reveal: ["Emergency Contact Name", "Grace Hopper", "Other Name", "Addie"],
  address: ["Permanent Address", "12 Elm Street", "Lansing", michigan, "48933", unitedStates, "[X] My mailing address is the same"],
  schoolSearch: ["Search for Your School", "Central High School (code 230001)", "1 School Street", "Lansing", michigan],
  fileUpload: ["Unofficial Transcript", messages.documentAttached],
  repeat: ["Alumna/us 1", "Mary", "Alumna/us 2", "John", "Smith"],
  tabs: ["Transcript", "Have the official transcript sent later", `[X] I will have my official transcript sent to ${school}.`],
  section: ["High School", "Graduation Date", optionLabel("grad_month", "6"), "2019"],
  group: ["Graduation Date", optionLabel("grad_month", "6"), "2019"],
};

const kindNames = Object.keys(kinds) as KindName[];

describe("service print view", () => {
  it.each(kindNames)("shows a %s answer as plain text", async (kind) => {
    const { container } = renderNodes(kinds[kind].nodes, states(kinds[kind]).print);
    for (const text of expected[kind]) await expect.poll(() => container.textContent).toContain(text);
  });

  it.each(kindNames)("draws no input for a %s", async (kind) => {
    const { container } = renderNodes(kinds[kind].nodes, states(kinds[kind]).print);
    await expect.poll(() => container.textContent).toContain(expected[kind][0]);
    const controls = container.querySelectorAll("input, select, textarea, button, a[href]:not(.link), [role='combobox'], [role='radio'], [role='checkbox'], [role='tab'], [tabindex='0']");
    expect([...controls].map((c) => c.outerHTML.slice(0, 60))).toEqual([]);
  });

  it("says when a document field has no document", async () => {
    const { container } = renderNodes(kinds.fileUpload.nodes, { isServiceUser: true });
    await expect.poll(() => container.textContent).toContain("No answer");
    expect(container.textContent).not.toContain(messages.documentAttached);
  });
});
