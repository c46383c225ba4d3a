import { mutationOptions } from "@tanstack/react-query";
import type { AnswerValue } from "../../../engine/index.ts";
import { request } from "../http.ts";
import { pdfKey } from "../queries/pdf.ts";
import { queryClient } from "../queryClient.ts";
import { withRetries } from "../retry.ts";
import type { MessageResponse } from "../types.ts";

// A save whose answer never came back may not have been stored: sent again twice, which is
// safe because the server merges the same answers to the same result.
const saveRetries = 2;

/** PUT /api/answer: merges the sent answers into the saved ones. */
export async function putAnswers(answers: Readonly<Record<string, AnswerValue>>): Promise<MessageResponse> {
  const response = await withRetries(() => request<MessageResponse>("PUT", "/api/answer", answers), saveRetries);
  // The server rebuilds the application PDF from the new answers: its status is asked again.
  void queryClient.invalidateQueries({ queryKey: pdfKey });
  return response;
}

export const saveAnswersMutation = () =>
  mutationOptions({
    mutationKey: ["answers", "save"],
    mutationFn: putAnswers,
  });
