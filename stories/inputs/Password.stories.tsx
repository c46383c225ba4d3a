import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { kinds } from "../fixtures/kinds.ts";
import { type StoryArgs, renderKind, states } from "../support/story.tsx";

const fixture = kinds.password;
const state = states(fixture);

const meta = {
  title: "Inputs/Password",
  render: renderKind(fixture),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { initial: state.empty } };
export const Filled: Story = { args: { initial: state.filled } };
export const Invalid: Story = { args: { initial: state.invalid } };
export const Print: Story = { args: { initial: state.print } };

/** The live checklist while a password is typed: each rule met or not. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByLabelText("Password", { exact: true }), "abcdefgh1");
    await expect(canvasElement.querySelectorAll(".checklist__item--success").length).toBeGreaterThan(0);
  },
};
/** The password shown. */
export const Shown: Story = {
  args: { initial: state.filled },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Show password" }));
  },
};
