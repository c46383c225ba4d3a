import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { messages } from "../../engine/index.ts";
import { pdfKey } from "../../app/api/queries/pdf.ts";
import { queryClient } from "../../app/api/queryClient.ts";
import { CompletionPage } from "../../app/form/CompletionPage.tsx";
import { pdfLinkLabel } from "../../app/form/PdfLink.tsx";
import { appStore } from "../../app/session/appStore.ts";
import { shellMeta, studentLoggedIn } from "../support/shell.tsx";

const meta = {
  title: "Shell/Completion page",
  ...shellMeta,
  // A whole screen, edge to edge.
  parameters: { layout: "fullscreen", shell: { path: "/completion" } },
  render: () => <CompletionPage />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A submitted student, whose application PDF is ready. */
function submittedStudent(): void {
  studentLoggedIn({ numLogins: 2, webStatus: "submitted" });
  queryClient.setQueryData(pdfKey, { status: "COMPLETED", url: "https://storage.example.com/applications/application.pdf" });
}

/** A submitted application, opened later: the submitted banner and the PDF link. */
export const Submitted: Story = {
  beforeEach: submittedStudent,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Thank you for applying!" })).toBeVisible();
    await expect(page.getByRole("link", { name: `${pdfLinkLabel} (opens in a new tab)` })).toBeVisible();
  },
};

/** Just after the submit: the success toast of spec section 2 as well. */
export const JustSubmitted: Story = {
  parameters: { shell: { state: { success: messages.submitted } } },
  beforeEach: () => {
    submittedStudent();
    appStore.getState().submitted();
  },
  play: async ({ canvasElement }) => {
    const toast = await within(canvasElement).findByRole("alertdialog", { name: messages.successToastLabel });
    await expect(toast).toHaveTextContent(messages.submitted);
  },
};
