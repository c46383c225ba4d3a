import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { messages } from "../../engine/index.ts";
import { type ServiceApplication, serviceApplicationQuery } from "../../app/api/queries/tokens.ts";
import { queryClient } from "../../app/api/queryClient.ts";
import { ServiceView } from "../../app/form/ServiceView.tsx";
import { partnerSettings } from "../../schema/index.ts";
import { completeAnswers } from "../fixtures/application.ts";
import { realForm } from "../fixtures/forms.ts";
import { pageTitle } from "../fixtures/formText.ts";
import { shellMeta } from "../support/shell.tsx";

const token = "story-service-token";

/**
 * GET /service/tmp-pdf of the complete application: two parents and two colleges, the first
 * college's transcript uploaded, the second's to be sent later (its tab chosen).
 */
const application: ServiceApplication = {
  answer: completeAnswers,
  add_another: { parent: 2, legacy: 1, college: 2 },
  document_answer: { college_transcript_upload: { file_name: "transcript.pdf", file_size: 256_000 } },
  tabs: { college_2_transcript: "later" },
};

const meta = {
  title: "Shell/Service view",
  ...shellMeta,
  // A whole screen, edge to edge.
  parameters: { layout: "fullscreen", shell: { path: `/about?service_token=${token}` } },
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
    // Nothing to operate: no inputs and no buttons in the print layout.
    await expect(canvasElement.querySelectorAll("input, select, textarea, button")).toHaveLength(0);
  },
};
