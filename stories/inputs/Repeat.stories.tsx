import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type KindArgs, kindMeta } from "../support/story.tsx";

const meta = {
  title: "Inputs/Repeat",
  // Read by the story index before the file runs, so written here: a docs page for the kind.
  tags: ["autodocs"],
  ...kindMeta("repeat", { isLoggedIn: true }),
} satisfies Meta<KindArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { state: "empty" } };
export const Filled: Story = { args: { state: "filled" } };
export const Invalid: Story = { args: { state: "invalid" } };
export const Print: Story = { args: { state: "print" } };

/** Answered, as a visitor (not logged in) sees it. */
export const Visitor: Story = { args: { state: "visitor" } };

/** At the maximum (4): no add button. */
export const AtMaximum: Story = { args: { initial: { isLoggedIn: true, addAnother: { legacy: 4 } } } };

/** Removing the second entry asks first, naming it. */
export const ConfirmRemove: Story = {
  args: { state: "filled" },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Remove Alumna/us 2" }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog", { name: "Remove Alumna/us 2 (John Smith)?" })).toBeVisible();
  },
};
