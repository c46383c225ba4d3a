import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { messages, uploadError, validateDocument } from "../../../engine/index.ts";
import { fixtureToday, realForm } from "../../../stories/fixtures/forms.ts";
import { kinds } from "../../../stories/fixtures/kinds.ts";
import { renderNodes } from "../support/form.tsx";
import { words } from "../../../stories/fixtures/words.ts";

const key = "college_transcript_upload";
const nodes = kinds.fileUpload.nodes;
const loggedIn = { isLoggedIn: true };

/** A file of `size` bytes. */
const file = (name: string, size: number, type = "application/pdf") => new File([new Uint8Array(size)], name, { type });

/** The engine's message refusing a file (the document rules' own tests hold it to the spec's wording). */
const refusalOf = (chosen: File): string => Object.values(validateDocument(realForm, { name: chosen.name, size: chosen.size }, { today: fixtureToday })).flat().join(" ");

/** Chooses a file as the browser's file dialog would. */
async function choose(container: HTMLElement, chosen: File) {
  await expect.element(page.getByRole("button", { name: words.upload.chooseFile })).toBeVisible();
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  await userEvent.upload(page.elementLocator(input), chosen);
}

describe("file upload", () => {
  it("tells a visitor to create an account instead of offering a file", async () => {
    renderNodes(nodes);
    await expect.element(page.getByText(messages.visitorUpload)).toBeVisible();
    await expect.element(page.getByRole("button", { name: words.upload.chooseFile })).not.toBeInTheDocument();
  });

  it.each([
    ["too large", file("transcript.pdf", 1024 * 1024 + 1)],
    ["of another type", file("transcript.exe", 10, "application/octet-stream")],
    ["with a long name", file("my-unofficial-transcript-fall-2025.pdf", 10)],
    ["empty", file("transcript.pdf", 0)],
  ])("refuses a file %s with the document rules' message, and uploads nothing", async (_, chosen) => {
    const { container, services } = renderNodes(nodes, loggedIn);
    const message = refusalOf(chosen);
    expect(message).not.toBe("");
    await choose(container, chosen);
    await expect.element(page.getByText(message)).toBeVisible();
    await expect.element(page.getByRole("button", { name: words.upload.chooseFile })).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    expect(services.log.uploads).toEqual([]);
  });

  it("uploads, waits for the conversion, then shows the file's name and size", async () => {
    const { container, answers, services } = renderNodes(nodes, loggedIn, { conversion: ["IN_PROGRESS", "COMPLETED"] });
    await choose(container, file("transcript.pdf", 250 * 1024));
    await expect.element(page.getByText("Converting your file to PDF…")).toBeVisible();
    // The conversion is polled every 2000 ms while pending.
    await expect.element(page.getByText("transcript.pdf (250 KB)"), { timeout: 5000 }).toBeVisible();
    expect(answers()[key]).toBe("ANSWERED");
    expect(services.log.uploads).toEqual([key]);
    await expect.element(page.getByRole("button", { name: words.upload.deleteFile })).toHaveFocus();
  });

  it("shows the upload while it is on its way", async () => {
    const { container } = renderNodes(nodes, loggedIn, { uploadDelay: 5000 });
    await choose(container, file("transcript.pdf", 100));
    await expect.element(page.getByRole("progressbar", { name: "Uploading your file" })).toBeVisible();
  });

  it("clears the field and says so when the conversion fails", async () => {
    const { container, answers, services } = renderNodes(nodes, loggedIn, { conversion: ["FAILED"] });
    await choose(container, file("transcript.pdf", 100));
    const failed = uploadError("Unofficial Transcript", words);
    await expect.element(page.getByText(failed)).toBeVisible();
    expect(answers()[key] ?? "").toBe("");
    expect(services.log.errors).toEqual([failed]);
    await expect.element(page.getByRole("button", { name: words.upload.chooseFile })).toBeVisible();
  });

  it("finding 6: a refused upload says why under the question, announced, beside the spec's toast", async () => {
    const reason = "This file is not a real PNG image.";
    const { container, answers, services } = renderNodes(nodes, loggedIn, { refuseUpload: reason });
    await choose(container, file("transcript.png", 100, "image/png"));
    const said = page.getByRole("alert").getByText(reason);
    await expect.element(said).toBeVisible();
    await expect.element(page.getByRole("button", { name: words.upload.chooseFile })).toHaveAccessibleDescription(new RegExp(reason.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    expect(services.log.errors).toEqual([uploadError("Unofficial Transcript", words)]);
    expect(answers()[key] ?? "").toBe("");
  });

  it("says why a conversion failed when the server gives its reason", async () => {
    const reason = "This file is not a real Word document.";
    const { container, services } = renderNodes(nodes, loggedIn, { conversion: ["FAILED"], conversionMessage: reason });
    await choose(container, file("transcript.docx", 100, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"));
    await expect.element(page.getByRole("alert").getByText(reason)).toBeVisible();
    expect(services.log.errors).toEqual([uploadError("Unofficial Transcript", words)]);
  });

  it("deletes a file only after the student confirms", async () => {
    const { answers, services } = renderNodes(nodes, {
      ...loggedIn,
      answers: { [key]: "ANSWERED" },
      documents: { [key]: { file_name: "transcript.pdf", file_size: 2048 } },
    });
    await userEvent.click(page.getByRole("button", { name: words.upload.deleteFile }));
    const dialog = page.getByRole("alertdialog");
    await expect.element(dialog.getByText(messages.deleteFileConfirm)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(answers()[key]).toBe("ANSWERED");
    await userEvent.click(page.getByRole("button", { name: words.upload.deleteFile }));
    await userEvent.click(page.getByRole("alertdialog").getByRole("button", { name: "Delete" }));
    await expect.element(page.getByRole("button", { name: words.upload.chooseFile })).toBeVisible();
    expect(answers()[key]).toBe("");
    expect(services.log.deletes).toEqual([key]);
  });
});
