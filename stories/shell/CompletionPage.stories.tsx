import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { messages } from "../../engine/index.ts";
import { pdfKey } from "../../app/api/queries/pdf.ts";
import { type Submission, submissionQuery } from "../../app/api/queries/submission.ts";
import { queryClient } from "../../app/api/queryClient.ts";
import { CompletionPage } from "../../app/form/CompletionPage.tsx";
import { appStore } from "../../app/session/appStore.ts";
import { receiptTexts } from "../../schema/receipt.ts";
import { shellMeta, studentLoggedIn } from "../support/shell.tsx";
import { words } from "../fixtures/words.ts";

const meta = {
  title: "Shell/Completion page",
  ...shellMeta,
  // A whole screen, edge to edge.
  parameters: { layout: "fullscreen", shell: { path: "/completion" } },
  render: () => <CompletionPage />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The receipt as the server gives it: the time already written in the university's time zone. */
const receipt: Submission = { reference: "7KQM-4XD9", submitted_at: "2026-11-21T17:00:00.000Z", submitted_at_text: "November 21, 2026 at 12:00 PM EST" };

/** A submitted student, whose application PDF is ready. */
function submittedStudent(): void {
  studentLoggedIn({ numLogins: 2, webStatus: "submitted" });
  queryClient.setQueryData(pdfKey, { status: "COMPLETED", url: "https://storage.example.com/applications/application.pdf" });
  queryClient.setQueryData(submissionQuery().queryKey, receipt);
}

/** A submitted application, opened later: the submitted banner, the receipt and the PDF link. */
export const Submitted: Story = {
  beforeEach: submittedStudent,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Thank you for applying!" })).toBeVisible();
    await expect(page.getByRole("link", { name: `${words.pdf.download} ${words.common.opensNewTab}` })).toBeVisible();
    const texts = receiptTexts.completion;
    const receiptBlock = within(page.getByRole("region", { name: texts.heading }));
    await expect(receiptBlock.getByText(receipt.reference)).toBeVisible();
    const time = receiptBlock.getByText(receipt.submitted_at_text);
    await expect(time).toBeVisible();
    await expect(time).toHaveAttribute("datetime", receipt.submitted_at);
    await expect(receiptBlock.getByText(texts.referenceLabel)).toBeVisible();
    await expect(receiptBlock.getByText(texts.submittedAtLabel)).toBeVisible();
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
