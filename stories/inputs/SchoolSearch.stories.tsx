import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type KindArgs, kindMeta } from "../support/story.tsx";

const meta = {
  title: "Inputs/School search",
  // Read by the story index before the file runs, so written here: a docs page for the kind.
  tags: ["autodocs"],
  ...kindMeta("schoolSearch"),
} satisfies Meta<KindArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { state: "empty" } };
export const Filled: Story = { args: { state: "filled" } };
export const Invalid: Story = { args: { state: "invalid" } };
export const Print: Story = { args: { state: "print" } };

/** A school typed by hand: the hint asks for its address. */
export const TypedByHand: Story = { args: { initial: { answers: { hs_name: "Hillside Academy" } } } };
/** Suggestions from the lookup while typing. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole("combobox"), "Central");
    await expect(await within(canvasElement.ownerDocument.body).findByRole("option", { name: /Central High School/ })).toBeVisible();
  },
};
