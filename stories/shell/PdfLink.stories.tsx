import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AppError } from "../../app/api/errors.ts";
import { type PdfStatus, pdfKey } from "../../app/api/queries/pdf.ts";
import { queryClient } from "../../app/api/queryClient.ts";
import { PdfLink } from "../../app/form/PdfLink.tsx";
import { applicationPdfMessages } from "../../server/applicationPdf/messages.ts";
import { shellMeta, studentLoggedIn } from "../support/shell.tsx";
import { words } from "../fixtures/words.ts";

const meta = {
  title: "Shell/PDF link",
  ...shellMeta,
  render: () => (
    <main className="layout__main">
      <PdfLink />
    </main>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in student whose GET /api/pdf answered `status`. */
const answered = (status: PdfStatus) => () => {
  studentLoggedIn();
  queryClient.setQueryData(pdfKey, status);
};

/** On a form page, before the student asks: a button, and no request to the server. */
export const NotAskedFor: Story = {
  beforeEach: () => {
    studentLoggedIn();
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: words.pdf.request })).toBeVisible();
    await expect(queryClient.getQueryState(pdfKey)).toMatchObject({ fetchStatus: "idle", dataUpdateCount: 0, errorUpdateCount: 0 });
  },
};

/** The server is building the PDF. */
export const Pending: Story = {
  beforeEach: answered({ status: "IN_PROGRESS" }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Preparing a PDF of your application…");
  },
};

/** The PDF is ready: a link opening it in a new tab. */
export const Completed: Story = {
  beforeEach: answered({ status: "COMPLETED", url: "https://storage.example.com/applications/application.pdf" }),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: `${words.pdf.download} ${words.common.opensNewTab}` });
    await expect(link).toHaveAttribute("href", "https://storage.example.com/applications/application.pdf");
  },
};

/** The build FAILED: its message where the link would be, and Try again. */
export const Failed: Story = {
  beforeEach: async () => {
    studentLoggedIn();
    // The query's own function turns a FAILED record into this error (app/api/queries/pdf.ts).
    await queryClient.prefetchQuery({ queryKey: pdfKey, queryFn: () => Promise.reject(new AppError("server", applicationPdfMessages.gaveUp)) });
    // A query that failed is asked again when its component mounts; here there is no server to ask.
    queryClient.setQueryDefaults(pdfKey, { retryOnMount: false });
    return () => queryClient.setQueryDefaults(pdfKey, {});
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(applicationPdfMessages.gaveUp);
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
