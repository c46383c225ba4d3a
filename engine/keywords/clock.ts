import { _, type Code, type KeywordCxt } from "ajv";

/**
 * Code reading the validation clock. Rules relative to today must not read the machine's
 * clock inside the validator, or tests and the server could not fix the date, so the
 * caller passes `{ today: "YYYY-MM-DD" }` as `this` (ajv option passContext).
 */
export function todayCode(cxt: KeywordCxt): Code {
  const today = cxt.gen.const("today", _`this && this.today`);
  cxt.gen.if(_`typeof ${today} !== "string"`, () =>
    cxt.gen.throw(_`new Error("answer validation needs a clock: validate.call({ today: 'YYYY-MM-DD' }, answers)")`),
  );
  return today;
}

/** Code for the current year as a number. */
export function currentYearCode(today: Code): Code {
  return _`Number(${today}.slice(0, 4))`;
}
