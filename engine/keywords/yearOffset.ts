import { _, type KeywordDefinition } from "ajv";
import { operators } from "ajv/dist/compile/codegen/index.js";
import { currentYearCode, todayCode } from "./clock.ts";

/**
 * `minYearOffset: -3` / `maxYearOffset: 4`: the year of a YYYY-MM-DD date is at least the
 * current year minus 3 / at most the current year plus 4. The limit year is the error's
 * `year` param, so a message can say "The minimum supported year is {year}".
 */
export const yearOffset: KeywordDefinition = {
  keyword: ["minYearOffset", "maxYearOffset"],
  type: "string",
  schemaType: "number",
  error: {
    message: ({ keyword }) => (keyword === "minYearOffset" ? "is before the minimum supported year" : "is after the maximum supported year"),
    params: ({ params }) => _`{year: ${params.year}}`,
  },
  code(cxt) {
    const today = todayCode(cxt);
    const limit = cxt.gen.const("yearLimit", _`${currentYearCode(today)} + ${cxt.schemaCode}`);
    const fails = cxt.keyword === "minYearOffset" ? operators.LT : operators.GT;
    cxt.setParams({ year: limit });
    cxt.fail(_`Number(${cxt.data}.slice(0, 4)) ${fails} ${limit}`);
  },
};
