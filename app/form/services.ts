import { type RendererServices, UploadRefused } from "../../renderer/index.ts";
import { AppError } from "../api/errors.ts";
import { request, postForm } from "../api/http.ts";
import { conversionQuery } from "../api/queries/conversion.ts";
import { pdfKey } from "../api/queries/pdf.ts";
import { lookupDetailQuery, lookupSearchQuery } from "../api/queries/lookup.ts";
import { queryClient, reportFailure } from "../api/queryClient.ts";
import type { PresignedPost } from "../api/types.ts";
import { toast } from "../ui/toasts.ts";
import { saveUnsaved } from "./saveAnswers.ts";

/** A call made outside a query or mutation: its failure is reported (a 401 logs out) and passed on. */
const reported = <T>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => {
    reportFailure(error);
    throw error;
  });

const path = (key: string): string => encodeURIComponent(key);

/** A failed upload the server answered with a reason (a refused file, a storage outage) is the renderer's UploadRefused. */
const refusal = (error: unknown): unknown => (error instanceof AppError && error.kind === "server" ? new UploadRefused(error.message) : error);

/** The renderer's server calls (renderer/context/services.ts), over the calls of spec section 7. */
export const services: RendererServices = {
  // Spec section 8: a failed search shows no suggestions and no message.
  lookup: (text, category) => queryClient.fetchQuery(lookupSearchQuery(category, text)).catch(() => []),
  lookupDetail: (id, category) => queryClient.fetchQuery(lookupDetailQuery(category, id)),
  upload: (key, file) =>
    reported(
      (async () => {
        // Spec section 4: the answers are saved together with the request for a presigned address.
        const [, presigned] = await Promise.all([saveUnsaved(), request<PresignedPost>("POST", "/api/presigned-url", { answer_key: key })]);
        await postForm(presigned.url, presigned.fields, file);
        const fileKey = presigned.fields.key;
        if (fileKey === undefined) throw new Error("the presigned upload has no key field");
        await request("POST", `/api/pdf/document-answer/${path(key)}`, { file_key: fileKey, file_name: file.name });
        return { file_name: file.name, file_size: file.size };
      })(),
    ).catch((error: unknown) => {
      throw refusal(error);
    }),
  deleteUpload: (key) =>
    reported(
      (async () => {
        await request("DELETE", `/api/pdf/document-answer/${path(key)}`);
        await request("DELETE", `/api/document-answer/${path(key)}`);
        void queryClient.invalidateQueries({ queryKey: pdfKey });
      })(),
    ),
  conversionStatus: async (key) => {
    const { status, message } = await queryClient.fetchQuery(conversionQuery(key));
    // A finished document goes into the application PDF, which the server rebuilds.
    if (status === "COMPLETED") void queryClient.invalidateQueries({ queryKey: pdfKey });
    return message === undefined ? { status } : { status, message };
  },
  addAnother: (groupId, count) => reported(request("PUT", "/api/add-another", { button_id: groupId, num_components: count }).then(() => undefined)),
  removeEntry: (groupId, n, count) =>
    reported(
      (async () => {
        await request("PUT", "/api/add-another", { button_id: groupId, num_components: count, remove: n });
        // The documents moved with their entries, so the application PDF changes.
        void queryClient.invalidateQueries({ queryKey: pdfKey });
      })(),
    ),
  switchTab: (tabId, chosenTab) => reported(request("PUT", "/api/tabs", { tab_id: tabId, chosen_tab: chosenTab }).then(() => undefined)),
  notifyError: (message) => {
    toast.error(message);
  },
};
