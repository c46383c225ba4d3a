/** The fields of each account form, as its schema names them: a body holding more keys holds keys no form takes. */
import type { AccountFormName } from "../engine/index.ts";
import confirm from "./account/confirm.schema.json" with { type: "json" };
import forgot from "./account/forgot.schema.json" with { type: "json" };
import login from "./account/login.schema.json" with { type: "json" };
import resend from "./account/resend.schema.json" with { type: "json" };
import reset from "./account/reset.schema.json" with { type: "json" };
import signup from "./account/signup.schema.json" with { type: "json" };

export const accountFields: Record<AccountFormName, readonly string[]> = {
  login: Object.keys(login.properties),
  signup: Object.keys(signup.properties),
  reset: Object.keys(reset.properties),
  confirm: Object.keys(confirm.properties),
  resend: Object.keys(resend.properties),
  forgot: Object.keys(forgot.properties),
};
