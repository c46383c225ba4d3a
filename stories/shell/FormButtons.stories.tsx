import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FormButtons } from "../../app/form/FormButtons.tsx";
import { appStore } from "../../app/session/appStore.ts";
import { ErrorDialogBoundary } from "../../app/ui/ErrorDialogBoundary.tsx";
import { shellMeta, studentLoggedIn } from "../support/shell.tsx";

const meta = {
  title: "Shell/Form buttons",
  component: FormButtons,
  ...shellMeta,
  args: { pageId: "about", navigation: { goTo: fn(), isSaving: false }, onIncomplete: fn() },
  // As on a form page (app/form/FormPage.tsx): a failed submit shows the error dialog.
  render: (args) => (
    <main className="layout__main">
      <ErrorDialogBoundary>
        <FormButtons {...args} />
      </ErrorDialogBoundary>
    </main>
  ),
} satisfies Meta<typeof FormButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons shown, in order. */
const buttons = (canvasElement: HTMLElement): string[] => within(canvasElement).getAllByRole("button").map((b) => b.textContent ?? "");

/** A visitor on About You: Log in and Save and Continue, nothing before the first page. */
export const VisitorFirstPage: Story = {
  beforeEach: () => appStore.getState().loggedOut(),
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual(["Log in", "Save and Continue"]);
  },
};

/** A logged-in student on Academics: Previous and Save and Continue, which saves and goes on. */
export const LoggedInMiddlePage: Story = {
  args: { pageId: "education" },
  beforeEach: () => studentLoggedIn(),
  play: async ({ canvasElement, args }) => {
    await expect(buttons(canvasElement)).toEqual(["Previous", "Save and Continue"]);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Save and Continue" }));
    await expect(args.navigation.goTo).toHaveBeenCalledWith("/final-steps");
  },
};

/** The last page: Previous and Submit. */
export const LastPage: Story = {
  args: { pageId: "final-steps" },
  beforeEach: () => studentLoggedIn(),
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual(["Previous", "Submit"]);
  },
};

/** A save under way: the status line says so. */
export const Saving: Story = {
  args: { pageId: "education", navigation: { goTo: fn(), isSaving: true } },
  beforeEach: () => studentLoggedIn(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Saving your answers…");
  },
};
