import type { FastifyInstance } from "fastify";
import { type AccountFormName, validateAccountForm } from "../../engine/index.ts";
import { dateIn } from "../clock.ts";
import { AppError } from "../errors.ts";
import { form } from "../form.ts";

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An account form's values, checked with the engine against the schema's account rules (the
 * browser runs the same); refused with the first message and the per-field `errors`.
 */
export function accountForm(app: FastifyInstance, name: AccountFormName, body: unknown): Record<string, string> {
  if (!isObject(body)) throw new AppError("invalidRequest", { detail: "the body must be a JSON object" });
  const today = { today: dateIn(app.config.timeZone, app.clock.now()) };
  const errors = validateAccountForm(form, name, body as Record<string, string>, today);
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw new AppError("formInvalid", { first }, { errors });
  return body as Record<string, string>;
}

/** Usernames are e-mail addresses, compared without case. */
export const normalUsername = (username: string): string => username.toLowerCase();
