import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { kinds } from "../fixtures/kinds.ts";
import { type StoryArgs, renderKind, states } from "../support/story.tsx";

const fixture = kinds.repeat;
const state = states(fixture, { isLoggedIn: true });

const meta = {
  title: "Inputs/Repeat",
  render: renderKind(fixture),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { initial: state.empty } };
export const Filled: Story = { args: { initial: state.filled } };
export const Invalid: Story = { args: { initial: state.invalid } };
export const Print: Story = { args: { initial: state.print } };

// A visitor (not logged in) sees this kind differently.
const visitor = states(fixture);
export const Visitor: Story = { args: { initial: visitor.filled } };

/** At the maximum (4): no add button. */
export const AtMaximum: Story = { args: { initial: { isLoggedIn: true, addAnother: { legacy: 4 } } } };

/** Removing the second entry asks first, naming it. */
export const ConfirmRemove: Story = {
  args: { initial: state.filled },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Remove Alumna/us 2" }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog", { name: "Remove Alumna/us 2 (John Smith)?" })).toBeVisible();
  },
};
