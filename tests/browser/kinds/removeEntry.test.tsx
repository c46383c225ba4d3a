import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { messages, removeEntryError, removeEntryQuestion } from "../../../engine/index.ts";
import { question, repeatGroup } from "../../../stories/fixtures/formText.ts";
import { renderNodes } from "../support/form.tsx";
import { words } from "../../../stories/fixtures/words.ts";

const college = repeatGroup("college");
const schoolName = question("college_name").label;

/** Three colleges: the second added by mistake, the third with a converted transcript on the upload tab. */
const threeColleges = {
  isLoggedIn: true,
  addAnother: { college: 3 },
  answers: {
    college_name: "Lansing Community College",
    college_2_name: "Added By Mistake",
    college_3_name: "Grand Rapids Community College",
    college_3_transcript_upload: "ANSWERED",
  },
  documents: { college_3_transcript_upload: { file_name: "grand-rapids.png", file_size: 2048 } },
  tabs: { college_3_transcript: "upload" },
};

const entry = (n: number) => page.getByRole("region", { name: college.itemLabel(n), exact: true });
const removeButton = (n: number) => entry(n).getByRole("button", { name: `Remove ${college.itemLabel(n)}` });
const confirmation = (n: number, name: string) => page.getByRole("alertdialog", { name: removeEntryQuestion(college.itemLabel(n), name, words) });

describe("removing a repeat entry", () => {
  it("finding 9: removing college 2 moves college 3 up with its answers and document", async () => {
    const { store, services } = renderNodes([college.node], threeColleges);
    await userEvent.click(removeButton(2));
    await userEvent.click(confirmation(2, "Added By Mistake").getByRole("button", { name: "Remove" }));
    await expect.element(entry(3)).not.toBeInTheDocument();
    expect(services.log.removals).toEqual([{ groupId: "college", n: 2, count: 2 }]);
    await expect.element(entry(2).getByLabelText(schoolName)).toHaveValue("Grand Rapids Community College");
    await expect.element(entry(2).getByText("grand-rapids.png (2 KB)")).toBeVisible();
    await expect.element(entry(2).getByRole("heading", { name: college.itemLabel(2) })).toHaveFocus();
    const state = store.getState();
    expect(state.answers).toMatchObject({ college_2_transcript_upload: "ANSWERED", college_3_name: "", college_3_transcript_upload: "" });
    expect(state.tabs).toEqual({ college_2_transcript: "upload" });
    expect(state.addAnother).toEqual({ college: 2 });
    // The server moved the stored answers the same way, so nothing is left to save.
    expect(state.unsaved).toEqual({});
  });

  it("asks first, naming the entry, and keeps it on Cancel", async () => {
    const { store, services } = renderNodes([college.node], threeColleges);
    await userEvent.click(removeButton(3));
    const dialog = confirmation(3, "Grand Rapids Community College");
    await expect.element(dialog).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(removeButton(3)).toHaveFocus();
    expect(services.log.removals).toEqual([]);
    expect(store.getState().answers.college_3_name).toBe("Grand Rapids Community College");
  });

  it("names an entry without a name by its heading alone, and moves focus to the entry before the last one removed", async () => {
    const { store } = renderNodes([college.node], { isLoggedIn: true, addAnother: { college: 2 } });
    await userEvent.click(removeButton(2));
    await userEvent.click(confirmation(2, "").getByRole("button", { name: "Remove" }));
    await expect.element(entry(2)).not.toBeInTheDocument();
    await expect.element(entry(1).getByRole("heading", { name: college.itemLabel(1) })).toHaveFocus();
    expect(store.getState().addAnother).toEqual({ college: 1 });
  });

  it("offers Remove on every entry after the first, and only to a logged-in student", async () => {
    renderNodes([college.node], { ...threeColleges, isLoggedIn: false });
    await expect.element(entry(3)).toBeVisible();
    await expect.element(page.getByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it("offers no Remove on the first entry", async () => {
    renderNodes([college.node], threeColleges);
    await expect.element(removeButton(2)).toBeVisible();
    await expect.element(entry(1).getByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it("waits for a file still uploading in a later entry", async () => {
    const { services } = renderNodes([college.node], { ...threeColleges, uploads: { college_3_transcript_upload: "uploading" } });
    await userEvent.click(removeButton(2));
    await userEvent.click(confirmation(2, "Added By Mistake").getByRole("button", { name: "Remove" }));
    const blocked = page.getByRole("dialog", { name: messages.uploadInProgressTitle });
    await expect.element(blocked).toBeVisible();
    await userEvent.click(blocked.getByRole("button", { name: "OK" }));
    expect(services.log.removals).toEqual([]);
    await expect.element(entry(3)).toBeVisible();
  });

  it("says so when the removal fails, and removes nothing", async () => {
    const { store, services } = renderNodes([college.node], threeColleges);
    services.removeEntry = () => Promise.reject(new Error("down"));
    await userEvent.click(removeButton(2));
    await userEvent.click(confirmation(2, "Added By Mistake").getByRole("button", { name: "Remove" }));
    await expect.poll(() => services.log.errors).toEqual([removeEntryError(college.itemLabel(2), words)]);
    expect(store.getState().answers.college_2_name).toBe("Added By Mistake");
    await expect.element(entry(3)).toBeVisible();
  });
});
