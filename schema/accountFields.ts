/** The fields of each account form, as its schema names them: a body holding more keys holds keys no form takes. */
import type { AccountFormName } from "../engine/index.ts";
import confirm from "./generated/form/account/confirm.schema.ts";
import forgot from "./generated/form/account/forgot.schema.ts";
import login from "./generated/form/account/login.schema.ts";
import resend from "./generated/form/account/resend.schema.ts";
import reset from "./generated/form/account/reset.schema.ts";
import signup from "./generated/form/account/signup.schema.ts";

export const accountFields: Record<AccountFormName, readonly string[]> = {
  login: Object.keys(login.properties),
  signup: Object.keys(signup.properties),
  reset: Object.keys(reset.properties),
  confirm: Object.keys(confirm.properties),
  resend: Object.keys(resend.properties),
  forgot: Object.keys(forgot.properties),
};
