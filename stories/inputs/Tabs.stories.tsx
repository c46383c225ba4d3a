import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type KindArgs, kindMeta } from "../support/story.tsx";

const meta = {
  title: "Inputs/Tabs",
  // Read by the story index before the file runs, so written here: a docs page for the kind.
  tags: ["autodocs"],
  ...kindMeta("tabs", { isLoggedIn: true }),
} satisfies Meta<KindArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { state: "empty" } };
export const Filled: Story = { args: { state: "filled" } };
export const Invalid: Story = { args: { state: "invalid" } };
export const Print: Story = { args: { state: "print" } };

/** Answered, as a visitor (not logged in) sees it. */
export const Visitor: Story = { args: { state: "visitor" } };

/** Leaving a tab whose file was uploaded asks first, naming the file. */
export const ConfirmSwitch: Story = {
  args: {
    initial: { isLoggedIn: true, answers: { transcript_upload: "ANSWERED" }, documents: { transcript_upload: { file_name: "transcript.pdf", file_size: 256000 } } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("tab", { name: "Have the official transcript sent later" }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog")).toHaveTextContent("Switching tabs deletes transcript.pdf.");
  },
};
