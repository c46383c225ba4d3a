import { _, type KeywordDefinition } from "ajv";
import { operators } from "ajv/dist/compile/codegen/index.js";
import { todayCode } from "./clock.ts";

/**
 * `notAfterYearsAgo: 13` / `notBeforeYearsAgo: 100`: a YYYY-MM-DD date is on or before / on or
 * after the same day that many years before today (at least 13, at most 100 years old). Dates
 * compare as text, so a birthday on 29 February counts as reached on 1 March in other years.
 */
export const yearsAgo: KeywordDefinition = {
  keyword: ["notAfterYearsAgo", "notBeforeYearsAgo"],
  type: "string",
  schemaType: "number",
  error: {
    message: ({ keyword }) => (keyword === "notAfterYearsAgo" ? "is too recent" : "is too long ago"),
    params: ({ schemaCode }) => _`{years: ${schemaCode}}`,
  },
  code(cxt) {
    const today = todayCode(cxt);
    const limit = _`String(Number(${today}.slice(0, 4)) - ${cxt.schemaCode}).padStart(4, "0") + ${today}.slice(4)`;
    cxt.fail(_`${cxt.data} ${cxt.keyword === "notAfterYearsAgo" ? operators.GT : operators.LT} ${limit}`);
  },
};
