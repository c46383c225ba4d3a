import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { messages } from "../../engine/index.ts";
import { type ServiceApplication, serviceApplicationQuery } from "../../app/api/queries/tokens.ts";
import { queryClient } from "../../app/api/queryClient.ts";
import { ServiceView } from "../../app/form/ServiceView.tsx";
import { defaultRoute } from "../../app/navigation/defaultRoute.ts";
import { partnerSettings } from "../../schema/index.ts";
import { receiptTexts } from "../../schema/receipt.ts";
import { completeAnswers } from "../fixtures/application.ts";
import { realForm } from "../fixtures/forms.ts";
import { pageTitle } from "../fixtures/formText.ts";
import { shellMeta } from "../support/shell.tsx";

const token = "story-service-token";

/**
 * GET /service/tmp-pdf of the complete application, submitted: two parents and two colleges, the
 * first college's transcript uploaded, the second's to be sent later (its tab chosen).
 */
const application: ServiceApplication = {
  answer: completeAnswers,
  add_another: { parent: 2, legacy: 1, college: 2 },
  document_answer: { college_transcript_upload: { file_name: "transcript.pdf", file_size: 256_000 } },
  tabs: { college_2_transcript: "later" },
  status: {
    status: "submitted",
    submitted_at: "2026-11-21T17:00:00.000Z",
    submitted_at_text: "November 21, 2026 at 12:00 PM EST",
    reference: "7KQM-4XD9",
    email: "maria.student@example.edu",
    application_id: "3f2c9a4e-8d1b-4c57-9e0a-6b7d2f1c8e45",
    form_version: partnerSettings.formVersion,
  },
};

/** The same application before its submit: a draft, with no time or reference yet. */
const draft: ServiceApplication = { ...application, status: { ...application.status, status: "draft", submitted_at: null, submitted_at_text: null, reference: null } };

/** The status block's value for each label, as a reader sees them side by side. */
function statusRows(canvasElement: HTMLElement): Record<string, string> {
  const block = within(canvasElement).getByRole("group", { name: receiptTexts.service.heading });
  const rows = [...block.querySelectorAll(".service__status-row")].map((row) => [row.querySelector("dt")?.textContent ?? "", row.querySelector("dd")?.textContent ?? ""]);
  return Object.fromEntries(rows);
}

const meta = {
  title: "Shell/Service view",
  ...shellMeta,
  // A whole screen, edge to edge.
  parameters: { layout: "fullscreen", shell: { path: `${defaultRoute}?service_token=${token}` } },
  render: () => <ServiceView token={token} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every page of the application in the print layout, read-only, as staff and the PDF see it. */
export const CompleteApplication: Story = {
  beforeEach: () => {
    queryClient.setQueryData(serviceApplicationQuery(token).queryKey, application);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector("main[data-print-ready]")).not.toBeNull());
    const view = within(canvasElement);
    const name = `${String(completeAnswers.first_name)} ${String(completeAnswers.last_name)}`;
    await expect(view.getByRole("heading", { level: 1 })).toHaveTextContent(`${partnerSettings.applicationTitle}: ${name}`);
    const pages = [...canvasElement.querySelectorAll(".service__page-title")].map((h) => h.textContent);
    await expect(pages).toEqual(realForm.pages.map((p, i) => `${i + 1}. ${pageTitle(p.id)}`));
    await expect(view.getByText(messages.documentAttached)).toBeVisible();
    const { service } = receiptTexts;
    const { status } = application;
    await expect(statusRows(canvasElement)).toEqual({
      [service.status]: receiptTexts.status.submitted,
      [service.submittedAt]: status.submitted_at_text,
      [service.reference]: status.reference,
      [service.email]: status.email,
      [service.applicationId]: status.application_id,
      [service.formVersion]: status.form_version,
    });
    // Nothing to operate: no inputs and no buttons in the print layout.
    await expect(canvasElement.querySelectorAll("input, select, textarea, button")).toHaveLength(0);
  },
};

/** A draft opened by staff: the status block says so, and has no time or reference yet. */
export const Draft: Story = {
  beforeEach: () => {
    queryClient.setQueryData(serviceApplicationQuery(token).queryKey, draft);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector("main[data-print-ready]")).not.toBeNull());
    const { service } = receiptTexts;
    await expect(statusRows(canvasElement)).toEqual({
      [service.status]: receiptTexts.status.draft,
      [service.submittedAt]: service.none,
      [service.reference]: service.none,
      [service.email]: draft.status.email,
      [service.applicationId]: draft.status.application_id,
      [service.formVersion]: draft.status.form_version,
    });
  },
};
