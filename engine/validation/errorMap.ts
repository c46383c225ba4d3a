import type { ErrorObject } from "ajv";
import { emptyRecord } from "../records.ts";
import { interpolate } from "../text/interpolate.ts";
import type { FieldErrors } from "../types.ts";
import { type MessageTable, translateMessage } from "./messageTable.ts";

/** What words the messages beyond the validator: the form's {token} values and its locale's table (messageTable.ts). */
export interface Wording {
  readonly vars?: Readonly<Record<string, string>>;
  readonly messages?: MessageTable;
}

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
 * instancePath plus missingProperty (or the extra property); a schema's own message is put in the
 * form's locale first, then its {tokens} are filled from `vars` (partner settings) and the original
 * error's params ({year}); each key's messages are listed once.
 */
export function errorMap(errors: readonly ErrorObject[] | null | undefined, { vars = {}, messages = {} }: Wording = {}): FieldErrors {
  // Keyed by what the client sent: a key named toString must not find the inherited member.
  const out: FieldErrors = emptyRecord();
  const add = (key: string, message: string): void => {
    const list = (out[key] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const error of errors ?? []) {
    // A failed if/then also reports the `if` itself; the `then` branch's own errors carry the messages.
    if (error.keyword === "if") continue;
    const custom = error.keyword === "errorMessage";
    const sources = originals(error);
    for (const original of sources.length ? sources : [error]) {
      const key = keyOf(custom && error.instancePath ? error : original);
      const message = custom ? translateMessage(messages, error.message ?? "", key, original.keyword) : (original.message ?? original.keyword);
      add(key, interpolate(message, vars, original.params as Record<string, unknown>));
    }
  }
  return out;
}
