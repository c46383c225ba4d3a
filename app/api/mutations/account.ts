import { mutationOptions } from "@tanstack/react-query";
import { request } from "../http.ts";
import type { LoginResponse, MessageResponse } from "../types.ts";

/** The account calls of spec section 7 (POST /public/...); the pages handle their failures. */
export const accountMutations = {
  signup: () =>
    mutationOptions({
      mutationKey: ["account", "signup"],
      mutationFn: (values: { username: string; password: string }) => request<MessageResponse>("POST", "/public/signup", values),
    }),
  confirm: () =>
    mutationOptions({
      mutationKey: ["account", "confirm"],
      mutationFn: (values: { username: string; code: string }) => request<MessageResponse>("POST", "/public/confirm", values),
    }),
  resend: () =>
    mutationOptions({
      mutationKey: ["account", "resend"],
      mutationFn: (values: { username: string }) => request<MessageResponse>("POST", "/public/resend-confirm", values),
    }),
  login: () =>
    mutationOptions({
      mutationKey: ["account", "login"],
      mutationFn: (values: { username: string; password: string }) => request<LoginResponse>("POST", "/public/login", values),
    }),
  forgot: () =>
    mutationOptions({
      mutationKey: ["account", "forgot"],
      mutationFn: (values: { username: string }) => request<MessageResponse>("POST", "/public/forgot-password", values),
    }),
  reset: () =>
    mutationOptions({
      mutationKey: ["account", "reset"],
      mutationFn: (values: { username: string; password: string; confirm_password: string; id: string }) =>
        request<MessageResponse>("POST", "/public/reset-password", values),
    }),
};
