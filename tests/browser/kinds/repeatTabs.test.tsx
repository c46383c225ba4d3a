import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { addAnotherError, messages, switchTabDeletesFile } from "../../../engine/index.ts";
import { kinds } from "../../../stories/fixtures/kinds.ts";
import { renderNodes } from "../support/form.tsx";
import { words } from "../../../stories/fixtures/words.ts";

const addButton = () => page.getByRole("button", { name: "Add another relative" });

describe("add another", () => {
  it("shows every existing repeat with its own keys", async () => {
    renderNodes(kinds.repeat.nodes, { answers: kinds.repeat.filled });
    await expect.element(page.getByRole("region", { name: "Alumna/us 2" }).getByLabelText("First Name")).toHaveValue("John");
    await expect.element(page.getByRole("region", { name: "Alumna/us 1" }).getByLabelText("First Name")).toHaveValue("Mary");
  });

  it("offers the button only while logged in", async () => {
    renderNodes(kinds.repeat.nodes);
    await expect.element(page.getByRole("region", { name: "Alumna/us 1" })).toBeVisible();
    await expect.element(addButton()).not.toBeInTheDocument();
  });

  it("adds one instance, stores the new count and hides the button at the maximum", async () => {
    const { store, services } = renderNodes(kinds.repeat.nodes, { isLoggedIn: true, addAnother: { legacy: 3 } });
    await userEvent.click(addButton());
    await expect.element(page.getByRole("region", { name: "Alumna/us 4" })).toBeVisible();
    expect(store.getState().addAnother).toEqual({ legacy: 4 });
    expect(services.log.addAnother).toEqual([{ groupId: "legacy", count: 4 }]);
    await expect.element(addButton()).not.toBeInTheDocument();
  });

  it("reports a failed add and adds nothing", async () => {
    const { store, services } = renderNodes(kinds.repeat.nodes, { isLoggedIn: true });
    services.addAnother = () => Promise.reject(new Error("down"));
    await userEvent.click(addButton());
    await expect.poll(() => services.log.errors).toEqual([addAnotherError("legacy", words)]);
    expect(store.getState().addAnother).toEqual({});
  });
});

describe("tabs", () => {
  it("shows a visitor only the default tab", async () => {
    renderNodes(kinds.tabs.nodes, { tabs: { transcript: "later" } });
    await expect.element(page.getByText("Upload an unofficial transcript now")).toBeVisible();
    await expect.element(page.getByRole("tab")).not.toBeInTheDocument();
    await expect.element(page.getByText(/I will have my official transcript sent/)).not.toBeInTheDocument();
  });

  it("shows a logged-in student the chosen tab", async () => {
    renderNodes(kinds.tabs.nodes, { isLoggedIn: true, tabs: { transcript: "later" } });
    await expect.element(page.getByRole("tab", { name: "Have the official transcript sent later" })).toHaveAttribute("aria-selected", "true");
  });

  it("stores the chosen tab and clears the answers of the tab left", async () => {
    const { store, services } = renderNodes(kinds.tabs.nodes, { isLoggedIn: true, tabs: { transcript: "later" }, answers: { transcript_later: true } });
    await userEvent.click(page.getByRole("tab", { name: "Upload an unofficial transcript now" }));
    await expect.poll(() => store.getState().tabs).toEqual({ transcript: "upload" });
    expect(store.getState().answers.transcript_later).toBe("");
    expect(services.log.tabs).toEqual([{ tabId: "transcript", chosenTab: "upload" }]);
  });

  const withFile = {
    isLoggedIn: true,
    answers: { transcript_upload: "ANSWERED" },
    documents: { transcript_upload: { file_name: "t.pdf", file_size: 10 } },
  };
  const deleteQuestion = () => page.getByRole("alertdialog").getByText(switchTabDeletesFile("t.pdf", words));

  it("finding 10: switching tabs asks before deleting t.pdf, and Cancel keeps it and the tab", async () => {
    const { store, services } = renderNodes(kinds.tabs.nodes, withFile);
    await userEvent.click(page.getByRole("tab", { name: "Have the official transcript sent later" }));
    await expect.element(deleteQuestion()).toBeVisible();
    await userEvent.click(page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }));
    await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
    await expect.element(page.getByRole("tab", { name: "Upload an unofficial transcript now" })).toHaveAttribute("aria-selected", "true");
    expect(services.log.deletes).toEqual([]);
    expect(services.log.tabs).toEqual([]);
    expect(store.getState().answers.transcript_upload).toBe("ANSWERED");
    expect(store.getState().documents).toEqual(withFile.documents);
  });

  it("deletes an uploaded file before leaving its tab once the student agrees", async () => {
    const { store, services } = renderNodes(kinds.tabs.nodes, withFile);
    await userEvent.click(page.getByRole("tab", { name: "Have the official transcript sent later" }));
    await expect.element(deleteQuestion()).toBeVisible();
    await userEvent.click(page.getByRole("alertdialog").getByRole("button", { name: "Delete" }));
    await expect.poll(() => store.getState().tabs).toEqual({ transcript: "later" });
    expect(services.log.deletes).toEqual(["transcript_upload"]);
    expect(store.getState().answers.transcript_upload).toBe("");
    expect(store.getState().documents).toEqual({});
  });

  it.each([
    ["converting on the server", { conversion: ["IN_PROGRESS" as const] }, {}],
    ["still uploading", {}, { uploads: { transcript_upload: "uploading" as const } }],
  ])("blocks leaving a tab whose file is %s", async (_, options, state) => {
    const { store, services } = renderNodes(
      kinds.tabs.nodes,
      { isLoggedIn: true, answers: { transcript_upload: "ANSWERED" }, documents: { transcript_upload: { file_name: "t.pdf", file_size: 10 } }, ...state },
      options,
    );
    await userEvent.click(page.getByRole("tab", { name: "Have the official transcript sent later" }));
    const dialog = page.getByRole("dialog", { name: messages.uploadInProgressTitle });
    await expect.element(dialog.getByText(messages.uploadInProgressText)).toBeVisible();
    expect(store.getState().tabs).toEqual({});
    expect(services.log.deletes).toEqual([]);
    await userEvent.click(dialog.getByRole("button", { name: "OK" }));
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
