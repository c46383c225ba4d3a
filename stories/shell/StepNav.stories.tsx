import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { StepNav } from "../../app/form/StepNav.tsx";
import { pageTitle } from "../fixtures/formText.ts";
import { shellMeta } from "../support/shell.tsx";

const meta = {
  title: "Shell/Step navigation",
  component: StepNav,
  ...shellMeta,
  args: { current: "about", goTo: fn(), isSaving: false },
} satisfies Meta<typeof StepNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks that exactly the step of page `id` is marked current. */
const current = (id: string): Story["play"] =>
  async ({ canvasElement }) => {
    const marked = within(canvasElement)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "step");
    await expect(marked.map((link) => link.textContent)).toEqual([expect.stringContaining(pageTitle(id))]);
  };

export const AboutYou: Story = { args: { current: "about" }, play: current("about") };
export const Academics: Story = { args: { current: "education" }, play: current("education") };
export const FinalSteps: Story = { args: { current: "final-steps" }, play: current("final-steps") };
/** While a save is under way the links wait for it (aria-busy). */
export const Saving: Story = {
  args: { current: "education", isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "Application steps" })).toHaveAttribute("aria-busy", "true");
  },
};
