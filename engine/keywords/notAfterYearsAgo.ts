import { _, type KeywordDefinition } from "ajv";
import { todayCode } from "./clock.ts";

/**
 * `notAfterYearsAgo: 13`: the date is on or before the same day 13 years before today
 * (the student is at least 13). Dates are compared as YYYY-MM-DD text, so a birthday on
 * 29 February counts as reached on 1 March in a year without one.
 */
export const notAfterYearsAgo: KeywordDefinition = {
  keyword: "notAfterYearsAgo",
  type: "string",
  schemaType: "number",
  error: { message: "is too recent", params: ({ schemaCode }) => _`{years: ${schemaCode}}` },
  code(cxt) {
    const today = todayCode(cxt);
    cxt.fail(_`${cxt.data} > String(Number(${today}.slice(0, 4)) - ${cxt.schemaCode}).padStart(4, "0") + ${today}.slice(4)`);
  },
};
