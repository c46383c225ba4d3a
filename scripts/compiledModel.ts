/**
 * The answers' data model compiled under the project's ajv configuration, the last one kept. The
 * workbench checks that a model compiles (schema:check) and then builds the browser's validator
 * from it on every save: compiling the model is the larger part of each, so the two share one
 * compile instead of doing it twice.
 */
import type Ajv from "ajv";
import { createAjv } from "../engine/validation/createAjv.ts";

let last: { text: string; ajv: Ajv } | undefined;

/** An ajv that has compiled `model` (under its `$id`); throws ajv's error when it does not compile. */
export function compiledModel(model: Record<string, unknown>): Ajv {
  const text = JSON.stringify(model);
  if (last?.text !== text) {
    const ajv = createAjv();
    ajv.compile(model);
    last = { text, ajv };
  }
  return last.ajv;
}
