import type { Meta, StoryObj } from "@storybook/react-vite";
import { type KindArgs, kindMeta } from "../support/story.tsx";

const meta = {
  title: "Inputs/Reveal",
  // Read by the story index before the file runs, so written here: a docs page for the kind.
  tags: ["autodocs"],
  ...kindMeta("reveal"),
} satisfies Meta<KindArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { state: "empty" } };
export const Filled: Story = { args: { state: "filled" } };
export const Invalid: Story = { args: { state: "invalid" } };
export const Print: Story = { args: { state: "print" } };

/** Both toggles opened, nothing answered yet. */
export const Opened: Story = { args: { initial: { revealed: { extra_contact: true, nickname_toggle: true } } } };
