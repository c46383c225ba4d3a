import { queryOptions } from "@tanstack/react-query";
import type { AddAnotherData, Answers, FormDefinition, TabsData } from "../../../engine/index.ts";
import type { DocumentInfo } from "../../../renderer/index.ts";
import { request } from "../http.ts";

/** GET /service/tmp-pdf: one application, for the read-only print view. */
export interface ServiceApplication {
  readonly answer: Answers;
  readonly add_another: AddAnotherData;
  readonly document_answer: Readonly<Record<string, DocumentInfo>>;
  readonly tabs: TabsData;
  /** Where the application stands: the status block at the top of the print view. */
  readonly status: {
    readonly status: "submitted" | "draft";
    readonly submitted_at: string | null;
    /** The submission time in the university's time zone, written by the server. */
    readonly submitted_at_text?: string | null;
    readonly reference: string | null;
    /** The student's username. */
    readonly email: string;
    readonly application_id: string;
    /** The label of the version of the form the application is read with (partner.json formVersion). */
    readonly form_version: string;
  };
  /**
   * That version's definition, when it is not the one this app was built with: the application is
   * drawn with its questions, options and words, as the student saw them (issue 39).
   */
  readonly form?: Omit<FormDefinition, "validators">;
}

/** GET /public/tmp?token=: a temporary public answer set. */
export const tmpAnswersQuery = (token: string) =>
  queryOptions({
    queryKey: ["tmp-answers", token],
    queryFn: () => request<{ answer: Answers }>("GET", `/public/tmp?${new URLSearchParams({ token })}`),
  });

/** GET /service/tmp-pdf?service_token=: the application a staff link opens. */
export const serviceApplicationQuery = (serviceToken: string) =>
  queryOptions({
    queryKey: ["service-application", serviceToken],
    queryFn: () => request<ServiceApplication>("GET", `/service/tmp-pdf?${new URLSearchParams({ service_token: serviceToken })}`),
  });
