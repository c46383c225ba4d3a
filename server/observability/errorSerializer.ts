/**
 * How an error appears in a log line (the `err` of every log call). A database error carries what
 * the failed statement was given: PostgreSQL's `where` quotes the start of a JSON value it could
 * not read (a student's answers), `detail` the values of a row that broke a constraint,
 * `internalQuery` a query built from them, and PGlite attaches the statement's `params` whole.
 * Those fields are masked; what tells an operator what failed stays: the SQLSTATE `code`, the
 * message, `routine`, `file`, `line`, and the `schema`, `table`, `column`, `constraint` and
 * `dataType` names.
 */

/** What stands in the log for a value that may not be written there (pino's redaction censor too). */
export const masked = "[redacted]";

/** Fields whose values are the data a statement was given, never its structure. */
const valueFields = new Set(["where", "detail", "internalQuery", "params", "parameters"]);

/**
 * PostgreSQL's data exceptions (class 22) end by quoting the value they refused:
 * `invalid input syntax for type uuid: "…"`, `invalid input value for enum …: "…"`.
 */
const quotedValue = /: ".*"$/s;

interface ErrorLike {
  message: string;
  stack?: unknown;
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike => typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string";

function messageOf(error: ErrorLike): string {
  const dataException = typeof error.code === "string" && error.code.startsWith("22");
  return dataException ? error.message.replace(quotedValue, `: ${masked}`) : error.message;
}

/** The chain of causes, as pino's own serializer writes it: "message: cause's message", stacks joined with "caused by". */
function causes(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let cause = error.cause; isErrorLike(cause) && chain.length < 5 && !chain.includes(cause); cause = cause.cause) chain.push(cause);
  return chain;
}

/** pino's `err` serializer: the error, its causes and aggregated errors, with their value fields masked. */
export function serializeError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  // Like pino's own, it returns anything that is not an error as it came.
  return serialize(error, 0) as ReturnType<typeof serializeError>;
}

function serialize(value: unknown, depth: number): unknown {
  if (!isErrorLike(value) || depth > 3) return value;
  const chain = causes(value);
  const out: Record<string, unknown> = {
    type: value.constructor?.name ?? value.name,
    message: [value, ...chain].map(messageOf).join(": "),
  };
  // A stack starts with the message, so a masked message is masked there too.
  const stacks = [value, ...chain].map((e) => (typeof e.stack === "string" ? e.stack.replace(e.message, messageOf(e)) : null)).filter((s) => s !== null);
  if (stacks.length) out.stack = stacks.join("\ncaused by: ");
  if (Array.isArray(value.errors)) out.aggregateErrors = value.errors.map((e: unknown) => serialize(e, depth + 1));
  for (const key in value) {
    if (key in out || key === "cause" || key === "errors") continue;
    const field = (value as unknown as Record<string, unknown>)[key];
    if (field === undefined) continue;
    out[key] = valueFields.has(key) ? masked : isErrorLike(field) ? serialize(field, depth + 1) : field;
  }
  return out;
}
