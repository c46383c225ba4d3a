/**
 * What a request may hold as text. PostgreSQL cannot store NUL in text or jsonb (the request
 * failed with a 500 after the password was hashed), JSON lets a lone surrogate through
 * ("\ud800") that no encoding can write, and no person types the other control characters: they
 * hide text in the PDF and the print view. Tab, line feed and carriage return stay allowed, since
 * a text area holds lines. Control characters are Unicode's category Cc: C0, DEL and C1.
 */

/** Cc without tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
const isRefusedControl = (code: number): boolean => (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (String.isWellFormed, before ES2024's types). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string, in words for the refusal, or null when it may be stored. */
export function textProblem(value: string): string | null {
  if (loneSurrogate.test(value)) return "broken Unicode (a lone surrogate)";
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isRefusedControl(code)) return `a control character (U+${code.toString(16).toUpperCase().padStart(4, "0")})`;
  }
  return null;
}

export interface TextProblem {
  /** The top-level field or parameter it is in, when its own name can be shown. */
  name: string | null;
  problem: string;
}

/** An object of fields: JSON's, or a query's or path's (their parsers make objects on a prototype of null's). */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
};

/** A shown name is short and itself clean: the refusal repeats it. */
const shownName = (name: string): string | null => (textProblem(name) === null && name.length <= 60 ? name : null);

/**
 * The first string in `value` (a parsed JSON body, a query or the path parameters), key or value,
 * at any depth, that may not be stored. Buffers and streams (an upload's body) are not text and
 * are left to their route.
 */
export function findTextProblem(value: unknown, name: string | null = null): TextProblem | null {
  if (typeof value === "string") {
    const problem = textProblem(value);
    return problem ? { name, problem } : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findTextProblem(item, name);
      if (found) return found;
    }
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { name: null, problem: keyProblem };
      const found = findTextProblem(item, name ?? shownName(key));
      if (found) return found;
    }
  }
  return null;
}
