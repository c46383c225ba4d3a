import { describe, expect, it } from "vitest";
import {
  type AnswerValue,
  applyChanges,
  compileForm,
  entryName,
  removalChanges,
  removeEntryQuestion,
  removeInstance,
  shiftRecord,
  withoutEmpty,
  referenceWords,
} from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import { repeatGroup } from "../../../stories/fixtures/formText.ts";
import cases from "../../fixtures/repeat-removal.json" with { type: "json" };

interface RemovalCase {
  description: string;
  group: string;
  count: number;
  remove: number;
  answers: Record<string, AnswerValue>;
  tabs: Record<string, string>;
  expect: { count: number; removedDocuments: string[]; answers: Record<string, AnswerValue>; tabs: Record<string, string> };
}

const form = compileForm(application);

/** Answers as the server stores them: the engine's companions (`_desc`) filled in. */
const stored = (answers: Record<string, AnswerValue>) => applyChanges(form, {}, answers).answers;

/** The answers that hold something: to the engine an unticked box is as empty as no answer. */
const answered = (answers: Readonly<Record<string, AnswerValue>>) => Object.fromEntries(Object.entries(withoutEmpty(answers)).filter(([, v]) => v !== false));

describe("removing a repeat instance on the real application", () => {
  it.each(cases as unknown as RemovalCase[])("$description", ({ group: id, count, remove, answers: given, tabs, expect: expected }) => {
    const group = repeatGroup(id).node;
    const answers = stored(given);
    const removal = removeInstance(group, count, remove);
    // Applied as a change, as the store and the server apply it: what the shift hides is cleared too.
    const after = applyChanges(form, answers, removalChanges(removal, answers)).answers;
    expect(answered(after)).toEqual(answered(stored(expected.answers)));
    expect(shiftRecord(tabs, removal.ids)).toEqual(expected.tabs);
    expect(removal.count).toBe(expected.count);
    expect(removal.removed.filter((k) => form.keys.get(k)?.node.kind === "fileUpload")).toEqual(expected.removedDocuments);
  });

  it.each([
    ["the first instance, which is always shown", 2, 1],
    ["an instance past those shown", 2, 3],
    ["more instances than the group holds", 4, 2],
  ])("refuses to remove %s", (_, count, n) => {
    expect(() => removeInstance(repeatGroup("college").node, count, n)).toThrow(/cannot remove/);
  });

  it("moves unsaved answers and uploaded documents with their instance, and keeps what is outside the group", () => {
    const removal = removeInstance(repeatGroup("college").node, 3, 2);
    const documents = { college_2_transcript_upload: "b.pdf", college_3_transcript_upload: "c.pdf" };
    expect(shiftRecord(documents, removal.keys)).toEqual({ college_2_transcript_upload: "c.pdf" });
    const unsaved = { first_name: "Ada", college_2_name: "typed", college_3_city: "Toledo" };
    expect(shiftRecord(unsaved, removal.keys)).toEqual({ first_name: "Ada", college_2_city: "Toledo" });
  });
});

describe("naming an entry in the question before it is removed", () => {
  // The question as the English catalogue words it.
  const words = referenceWords;
  it.each([
    ["college", 2, { college_2_name: "Grand Rapids Community College" }, "Grand Rapids Community College"],
    ["parent", 2, { parent_2_first_name: "Daniel", parent_2_last_name: " Rivera " }, "Daniel Rivera"],
    ["legacy", 3, { legacy_3_last_name: "Delgado", legacy_2_first_name: "Ana" }, "Delgado"],
    ["college", 3, { college_2_name: "Another" }, ""],
  ])("names %s %i from its own answers", (id, n, answers, name) => {
    const group = repeatGroup(id);
    expect(entryName(group.node, n, answers)).toBe(name);
    expect(removeEntryQuestion(group.itemLabel(n), name, words)).toBe(name ? `Remove ${group.itemLabel(n)} (${name})?` : `Remove ${group.itemLabel(n)}?`);
  });
});
