/** The account forms' validators by form, as the engine takes them (FormValidators.forms). */
import type { AccountFormName, CompiledValidator } from "../engine/index.ts";
import * as validators from "./generated/accountValidators.js";

export const accountValidators: Record<AccountFormName, CompiledValidator> = {
  login: validators.login,
  signup: validators.signup,
  reset: validators.reset,
  confirm: validators.confirm,
  resend: validators.resend,
  forgot: validators.forgot,
};
