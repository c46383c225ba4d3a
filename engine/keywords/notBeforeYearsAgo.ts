import { _, type KeywordDefinition } from "ajv";
import { todayCode } from "./clock.ts";

/** `notBeforeYearsAgo: 100`: the date is on or after the same day 100 years before today. */
export const notBeforeYearsAgo: KeywordDefinition = {
  keyword: "notBeforeYearsAgo",
  type: "string",
  schemaType: "number",
  error: { message: "is too long ago", params: ({ schemaCode }) => _`{years: ${schemaCode}}` },
  code(cxt) {
    const today = todayCode(cxt);
    cxt.fail(_`${cxt.data} < String(Number(${today}.slice(0, 4)) - ${cxt.schemaCode}).padStart(4, "0") + ${today}.slice(4)`);
  },
};
