import type { Form } from "../../engine/index.ts";
import { termQuestionProblem } from "../../server/office/termQuestion.ts";
import type { LoadedSchema } from "./load.ts";
import type { Finding } from "./problem.ts";

/** officeTermQuestion in schema/partner.json names the select the office's list filters the entry term by. */
export function checkOfficeTerm(schema: LoadedSchema, form: Form): Finding[] {
  const key = (schema.partner.json as { officeTermQuestion?: unknown } | undefined)?.officeTermQuestion;
  // The meta-schema requires it as text; its absence is reported there.
  const problem = typeof key === "string" ? termQuestionProblem(form, key) : null;
  return problem ? [{ file: schema.partner.path, pointer: "/officeTermQuestion", message: problem }] : [];
}
