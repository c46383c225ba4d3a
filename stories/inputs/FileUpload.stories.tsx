import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { validateDocument } from "../../engine/index.ts";
import { fixtureToday, realForm } from "../fixtures/forms.ts";
import { type KindArgs, kindMeta } from "../support/story.tsx";
import { words } from "../fixtures/words.ts";

const meta = {
  title: "Inputs/File upload",
  // Read by the story index before the file runs, so written here: a docs page for the kind.
  tags: ["autodocs"],
  ...kindMeta("fileUpload", { isLoggedIn: true }),
} satisfies Meta<KindArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { state: "empty" } };
export const Filled: Story = { args: { state: "filled" } };
export const Invalid: Story = { args: { state: "invalid" } };
export const Print: Story = { args: { state: "print" } };

/** Answered, as a visitor (not logged in) sees it. */
export const Visitor: Story = { args: { state: "visitor" } };

/** A file on its way to storage. */
export const Uploading: Story = { args: { initial: { isLoggedIn: true, uploads: { college_transcript_upload: "uploading" } } } };
/** A file the server is converting to PDF (polled every 2000 ms). */
export const Converting: Story = {
  args: { initial: { isLoggedIn: true, uploads: { college_transcript_upload: "converting" } }, services: { conversion: ["IN_PROGRESS"] } },
};
/** A conversion that failed: the field is cleared and says so. */
export const Failed: Story = { args: { initial: { isLoggedIn: true, uploads: { college_transcript_upload: "failed" } } } };
/**
 * The field's file input, once the field is drawn: the kind's code loads on demand, and on a busy
 * machine it may not be there yet when the story's play begins.
 */
async function fileInput(canvasElement: HTMLElement): Promise<HTMLInputElement> {
  await within(canvasElement).findByRole("button", { name: words.upload.chooseFile });
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
}

/** A chosen file over 1 MB is refused before any upload. */
export const TooLarge: Story = {
  args: { initial: { isLoggedIn: true } },
  play: async ({ canvasElement }) => {
    const input = await fileInput(canvasElement);
    const file = new File([new Uint8Array(1024 * 1024 + 1)], "transcript.pdf", { type: "application/pdf" });
    await userEvent.upload(input, file);
    const [tooLarge = ""] = validateDocument(realForm, { name: file.name, size: file.size }, { today: fixtureToday }).size ?? [];
    await expect(await within(canvasElement).findByText(tooLarge)).toBeVisible();
  },
};
/** The delete confirmation. */
export const ConfirmDelete: Story = {
  args: { state: "filled" },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: words.upload.deleteFile }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog")).toBeVisible();
  },
};
/** A file the server refused says why under the question (here: a text file named .png). */
export const Refused: Story = {
  args: { initial: { isLoggedIn: true }, services: { refuseUpload: "This file is not a real PNG image." } },
  play: async ({ canvasElement }) => {
    const input = await fileInput(canvasElement);
    await userEvent.upload(input, new File(["just text"], "transcript.png", { type: "image/png" }));
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("This file is not a real PNG image.");
  },
};
