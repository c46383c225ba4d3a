import { mutationOptions } from "@tanstack/react-query";
import { request } from "../http.ts";
import type { LoginResponse, MessageResponse } from "../types.ts";

/** One account call: POST /public/{path} with the form's values. */
const accountCall =
  <Values, Response = MessageResponse>(name: string, path: string) =>
  () =>
    mutationOptions({
      mutationKey: ["account", name],
      mutationFn: (values: Values) => request<Response>("POST", `/public/${path}`, values),
    });

/** The account calls of spec section 7 (POST /public/...); the pages handle their failures. */
export const accountMutations = {
  signup: accountCall<{ username: string; password: string }>("signup", "signup"),
  confirm: accountCall<{ username: string; code: string }>("confirm", "confirm"),
  resend: accountCall<{ username: string }>("resend", "resend-confirm"),
  login: accountCall<{ username: string; password: string }, LoginResponse>("login", "login"),
  forgot: accountCall<{ username: string }>("forgot", "forgot-password"),
  reset: accountCall<{ username: string; password: string; confirm_password: string; id: string }>("reset", "reset-password"),
};
