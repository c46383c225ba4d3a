import Ajv from "ajv";
import ajvErrors from "ajv-errors";
import { keywords } from "../keywords/index.ts";

/**
 * The one ajv configuration for answer and account schemas. The build compiles with it to
 * standalone code (no `eval` in the browser); tests compile with it live to check that
 * both give the same errors.
 */
export function createAjv(): Ajv {
  const ajv = new Ajv({
    allErrors: true, // ajv-errors needs every error to choose messages
    passContext: true, // the clock reaches clock-relative keywords as `this`
    $data: true, // confirm_password equals password
    strict: true,
    strictRequired: false, // if/then rules require keys declared once at the root
    // A definition many keys share (plain text, a country list) is compiled once and called, not
    // copied into the code of each key: it keeps the browser bundle small.
    inlineRefs: false,
    code: { source: true, esm: true, lines: true },
    keywords,
  });
  ajvErrors(ajv);
  return ajv;
}
