import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { kinds } from "../fixtures/kinds.ts";
import { type StoryArgs, renderKind, states } from "../support/story.tsx";

const fixture = kinds.select;
const state = states(fixture);

const meta = {
  title: "Inputs/Select",
  render: renderKind(fixture),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { initial: state.empty } };
export const Filled: Story = { args: { initial: state.filled } };
export const Invalid: Story = { args: { initial: state.invalid } };
export const Print: Story = { args: { initial: state.print } };

/** The list open. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /Suffix/ }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("listbox")).toBeVisible();
  },
};
