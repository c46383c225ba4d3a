import type { ErrorObject } from "ajv";
import { emptyRecord } from "../records.ts";
import { interpolate } from "../text/interpolate.ts";
import type { FieldErrors } from "../types.ts";

const unescapePointer = (segment: string): string => segment.replace(/~1/g, "/").replace(/~0/g, "~");

/** The answer key an ajv error is about: the first segment of its path, else the missing or extra property. */
function keyOf(error: ErrorObject): string {
  const first = error.instancePath.split("/")[1];
  if (first !== undefined) return unescapePointer(first);
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  return params.missingProperty ?? params.additionalProperty ?? "";
}

/** The errors ajv-errors replaced by a message; their key and params fill the message. */
function originals(error: ErrorObject): ErrorObject[] {
  return error.keyword === "errorMessage" ? ((error.params as { errors?: ErrorObject[] }).errors ?? []) : [error];
}

/**
 * Turns ajv errors into messages per answer key: the one place that does. The key comes from
 * instancePath plus missingProperty (or the extra property, whose message the schema words);
 * {tokens} are filled from `vars` (partner settings) and the original error's params ({year});
 * each key's messages are listed once.
 */
export function errorMap(errors: readonly ErrorObject[] | null | undefined, vars: Readonly<Record<string, string>> = {}): FieldErrors {
  // Keyed by what the client sent: a key named toString must not find the inherited member.
  const out: FieldErrors = emptyRecord();
  const add = (key: string, message: string): void => {
    const list = (out[key] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const error of errors ?? []) {
    // A failed if/then also reports the `if` itself; the `then` branch's own errors carry the messages.
    if (error.keyword === "if") continue;
    const sources = originals(error);
    const custom = error.keyword === "errorMessage";
    for (const original of sources.length ? sources : [error]) {
      const message = custom ? error.message ?? "" : original.message ?? original.keyword;
      add(keyOf(custom && error.instancePath ? error : original), interpolate(message, vars, original.params as Record<string, unknown>));
    }
  }
  return out;
}
