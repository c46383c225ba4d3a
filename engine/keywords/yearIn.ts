import { _, type KeywordDefinition } from "ajv";
import { currentYearCode, todayCode } from "./clock.ts";

/**
 * `yearIn: { "count": 80, "direction": "past", "offset": 0 }`: the answer is one of the years a
 * year select offers today (the engine's yearOptions): from `start`, or the current year plus
 * `offset`, counting `count` years back (past) or forward (future). The clock is the caller's.
 */
export const yearIn: KeywordDefinition = {
  keyword: "yearIn",
  type: "string",
  schemaType: "object",
  metaSchema: {
    type: "object",
    additionalProperties: false,
    required: ["count", "direction"],
    properties: {
      count: { type: "integer", minimum: 1 },
      direction: { enum: ["past", "future"] },
      offset: { type: "integer" },
      start: { type: "integer" },
    },
  },
  error: { message: "is not one of the years offered" },
  code(cxt) {
    const range = cxt.schema as { count: number; direction: "past" | "future"; offset?: number; start?: number };
    const { gen, data } = cxt;
    const start =
      range.start === undefined ? gen.const("start", _`${currentYearCode(todayCode(cxt))} + ${range.offset ?? 0}`) : gen.const("start", _`${range.start}`);
    const year = gen.const("year", _`Number(${data})`);
    const within =
      range.direction === "past" ? _`${year} <= ${start} && ${year} > ${start} - ${range.count}` : _`${year} >= ${start} && ${year} < ${start} + ${range.count}`;
    cxt.fail(_`!/^[0-9]{4}$/.test(${data}) || !(${within})`);
  },
};
