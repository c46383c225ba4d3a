import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { kinds } from "../fixtures/kinds.ts";
import { type StoryArgs, renderKind, states } from "../support/story.tsx";

const fixture = kinds.tabs;
const state = states(fixture, { isLoggedIn: true });

const meta = {
  title: "Inputs/Tabs",
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
