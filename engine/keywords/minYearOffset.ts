import { _, type KeywordDefinition } from "ajv";
import { currentYearCode, todayCode } from "./clock.ts";

/** `minYearOffset: -3`: the year of the date is at least the current year minus 3. Error param `year` is that limit. */
export const minYearOffset: KeywordDefinition = {
  keyword: "minYearOffset",
  type: "string",
  schemaType: "number",
  error: { message: "is before the minimum supported year", params: ({ params }) => _`{year: ${params.year}}` },
  code(cxt) {
    const today = todayCode(cxt);
    const limit = cxt.gen.const("minYear", _`${currentYearCode(today)} + ${cxt.schemaCode}`);
    cxt.setParams({ year: limit });
    cxt.fail(_`Number(${cxt.data}.slice(0, 4)) < ${limit}`);
  },
};
