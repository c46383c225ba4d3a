import { _, type KeywordDefinition } from "ajv";
import { currentYearCode, todayCode } from "./clock.ts";

/** `maxYearOffset: 4`: the year of the date is at most the current year plus 4. Error param `year` is that limit. */
export const maxYearOffset: KeywordDefinition = {
  keyword: "maxYearOffset",
  type: "string",
  schemaType: "number",
  error: { message: "is after the maximum supported year", params: ({ params }) => _`{year: ${params.year}}` },
  code(cxt) {
    const today = todayCode(cxt);
    const limit = cxt.gen.const("maxYear", _`${currentYearCode(today)} + ${cxt.schemaCode}`);
    cxt.setParams({ year: limit });
    cxt.fail(_`Number(${cxt.data}.slice(0, 4)) > ${limit}`);
  },
};
