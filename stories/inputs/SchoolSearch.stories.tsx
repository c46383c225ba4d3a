import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { kinds } from "../fixtures/kinds.ts";
import { type StoryArgs, renderKind, states } from "../support/story.tsx";

const fixture = kinds.schoolSearch;
const state = states(fixture);

const meta = {
  title: "Inputs/School search",
  render: renderKind(fixture),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { initial: state.empty } };
export const Filled: Story = { args: { initial: state.filled } };
export const Invalid: Story = { args: { initial: state.invalid } };
export const Print: Story = { args: { initial: state.print } };

/** A school typed by hand: the hint asks for its address. */
export const TypedByHand: Story = { args: { initial: { answers: { hs_name: "Hillside Academy" } } } };
/** Suggestions from the lookup while typing. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole("combobox"), "Central");
    await expect(await within(canvasElement.ownerDocument.body).findByRole("option", { name: /Central High School/ })).toBeVisible();
  },
};
