import { _, type KeywordDefinition } from "ajv";

/** `calendarDate: true`: the string is a real day written YYYY-MM-DD (2025-02-30 fails). */
export const calendarDate: KeywordDefinition = {
  keyword: "calendarDate",
  type: "string",
  schemaType: "boolean",
  error: { message: "must be a calendar date written YYYY-MM-DD" },
  code(cxt) {
    if (cxt.schema !== true) return;
    const { gen, data } = cxt;
    const day = gen.const("day", _`new Date(${data} + "T00:00:00Z")`);
    cxt.fail(
      _`!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(${data}) || isNaN(${day}.getTime()) || ${day}.toISOString().slice(0, 10) !== ${data}`,
    );
  },
};
