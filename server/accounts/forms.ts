import type { FastifyInstance } from "fastify";
import { type AccountFormName, type Form, recordOf, validateAccountForm } from "../../engine/index.ts";
import { accountFields } from "../../schema/accountFields.ts";
import { dateIn } from "../clock.ts";
import { AppError } from "../errors.ts";
import { formIn } from "../form.ts";
import { acceptableUsername, canonicalUsername } from "./usernames.ts";

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The message each form's schema gives a username that is not an e-mail address (the login form
 * words it differently from sign-up, resend differently again): asked of the compiled schema
 * itself, so a username refused below is refused in the schema's words, in the form's language.
 */
const usernameMessage = (form: Form, name: AccountFormName): string =>
  validateAccountForm(form, name, { username: "not an address" }, { today: "2000-01-01" }).username?.[0] ?? "";

/**
 * An account form's values, checked with the engine against the schema's account rules (the
 * browser runs the same); refused with the first message and the per-field `errors`, in `locale`
 * (one of the form's: the student's language, or the office's for staff). The username comes back
 * canonical (usernames.ts): Unicode NFKC before any check, look-alikes refused, lower case.
 */
export function accountForm(app: FastifyInstance, name: AccountFormName, body: unknown, locale: string): Record<string, string> {
  const form = formIn(locale);
  if (!isObject(body)) throw new AppError("invalidRequest", { detail: "the body must be a JSON object" });
  // More keys than the form has fields: some are no field of it, so the body is refused before the
  // validator lists every one (90,000 unknown keys took it 1.5 s; issue 25, finding 3).
  const count = Object.keys(body).length;
  const fields = accountFields[name].length;
  if (count > fields) throw new AppError("invalidRequest", { detail: `the ${name} form has ${fields} fields, and this request held ${count} keys` });
  // Keyed by the client: a record without a prototype, so a key "toString" is only a key (records.ts).
  const values = recordOf(Object.entries(body)) as Record<string, string>;
  if (typeof body.username === "string") values.username = canonicalUsername(body.username);
  const today = { today: dateIn(app.config.timeZone, app.clock.now()) };
  const { username: usernameErrors, ...others } = validateAccountForm(form, name, values, today);
  const refused = !usernameErrors && typeof values.username === "string" && values.username !== "" && !acceptableUsername(values.username);
  const errors = recordOf([...(usernameErrors || refused ? [["username", usernameErrors ?? [usernameMessage(form, name)]] as const] : []), ...Object.entries(others)]);
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw new AppError("formInvalid", { first }, { errors });
  return values;
}
