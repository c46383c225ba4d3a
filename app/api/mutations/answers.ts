import { mutationOptions } from "@tanstack/react-query";
import type { AnswerValue } from "../../../engine/index.ts";
import { request } from "../http.ts";
import type { MessageResponse } from "../types.ts";

/** PUT /api/answer: merges the sent answers into the saved ones. */
export const saveAnswersMutation = () =>
  mutationOptions({
    mutationKey: ["answers", "save"],
    mutationFn: (answers: Readonly<Record<string, AnswerValue>>) => request<MessageResponse>("PUT", "/api/answer", answers),
  });
