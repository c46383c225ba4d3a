import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FormButtons } from "../../app/form/FormButtons.tsx";
import { appStore } from "../../app/session/appStore.ts";
import { ErrorDialogBoundary } from "../../app/ui/ErrorDialogBoundary.tsx";
import { realForm } from "../fixtures/forms.ts";
import { shellMeta, studentLoggedIn } from "../support/shell.tsx";
import { words } from "../fixtures/words.ts";

// The pages as the schema orders them, so a page an author adds or moves changes no story.
const pageIds = realForm.pages.map((page) => page.id);
const [firstPage = "", middlePage = "", afterMiddle = ""] = pageIds;
const lastPage = pageIds.at(-1) ?? "";

const meta = {
  title: "Shell/Form buttons",
  component: FormButtons,
  ...shellMeta,
  args: { pageId: firstPage, navigation: { goTo: fn(), isSaving: false }, onIncomplete: fn() },
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

/** A visitor on the first page: Log in and Save and Continue, nothing before the first page. */
export const VisitorFirstPage: Story = {
  beforeEach: () => appStore.getState().loggedOut(),
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual(["Log in", "Save and Continue"]);
  },
};

/** A logged-in student on the second page: Previous and Save and Continue, which saves and goes on. */
export const LoggedInMiddlePage: Story = {
  args: { pageId: middlePage },
  beforeEach: () => studentLoggedIn(),
  play: async ({ canvasElement, args }) => {
    await expect(buttons(canvasElement)).toEqual(["Previous", "Save and Continue"]);
    await userEvent.click(within(canvasElement).getByRole("button", { name: words.form.saveAndContinue }));
    await expect(args.navigation.goTo).toHaveBeenCalledWith(`/${afterMiddle}`);
  },
};

/** The last page: Previous and Submit. */
export const LastPage: Story = {
  args: { pageId: lastPage },
  beforeEach: () => studentLoggedIn(),
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual(["Previous", "Submit"]);
  },
};

/** A save under way: the status line says so. */
export const Saving: Story = {
  args: { pageId: middlePage, navigation: { goTo: fn(), isSaving: true } },
  beforeEach: () => studentLoggedIn(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Saving your answers…");
  },
};
