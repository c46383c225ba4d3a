import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type KindArgs, kindMeta } from "../support/story.tsx";
import { words } from "../fixtures/words.ts";

const meta = {
  title: "Inputs/Password",
  // Read by the story index before the file runs, so written here: a docs page for the kind.
  tags: ["autodocs"],
  ...kindMeta("password"),
} satisfies Meta<KindArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { state: "empty" } };
export const Filled: Story = { args: { state: "filled" } };
export const Invalid: Story = { args: { state: "invalid" } };
export const Print: Story = { args: { state: "print" } };

/** The live checklist while a password is typed: each rule met or not. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByLabelText(words.account.fields.password, { exact: true }), "abcdefgh1");
    await expect(canvasElement.querySelectorAll(".checklist__item--success").length).toBeGreaterThan(0);
  },
};
/** The password shown. */
export const Shown: Story = {
  args: { state: "filled" },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Show password" }));
  },
};
