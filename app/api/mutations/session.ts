import { mutationOptions } from "@tanstack/react-query";
import { request } from "../http.ts";
import type { MessageResponse } from "../types.ts";

/** GET /api/logout: ends the session on the server and clears its cookies. */
export const logoutRequest = () => request<MessageResponse>("GET", "/api/logout");

export const logoutMutation = () =>
  mutationOptions({
    mutationKey: ["session", "logout"],
    mutationFn: logoutRequest,
  });
