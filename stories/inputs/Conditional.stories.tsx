import type { Meta, StoryObj } from "@storybook/react-vite";
import { kinds } from "../fixtures/kinds.ts";
import { type StoryArgs, renderKind, states } from "../support/story.tsx";

const fixture = kinds.conditional;
const state = states(fixture);

const meta = {
  title: "Inputs/Conditional",
  render: renderKind(fixture),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { initial: state.empty } };
export const Filled: Story = { args: { initial: state.filled } };
export const Invalid: Story = { args: { initial: state.invalid } };
export const Print: Story = { args: { initial: state.print } };
