import type { Meta, StoryObj } from "@storybook/react-vite";
import { type KindArgs, kindMeta } from "../support/story.tsx";

const meta = {
  title: "Inputs/Conditional",
  // Read by the story index before the file runs, so written here: a docs page for the kind.
  tags: ["autodocs"],
  ...kindMeta("conditional"),
} satisfies Meta<KindArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { state: "empty" } };
export const Filled: Story = { args: { state: "filled" } };
export const Invalid: Story = { args: { state: "invalid" } };
export const Print: Story = { args: { state: "print" } };
