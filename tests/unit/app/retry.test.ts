import { describe, expect, it } from "vitest";
import { AppError } from "../../../app/api/errors.ts";
import { mayRetry, withRetries } from "../../../app/api/retry.ts";

const lost = () => new AppError("server", "no answer");
const unavailable = () => new AppError("server", "down", { status: 503 });
const refused = () => new AppError("server", "refused", { status: 400 });
const unauthorized = () => new AppError("unauthorized", "gone", { status: 401 });

describe("mayRetry", () => {
  it.each([
    ["a call that got no answer", lost(), true],
    ["503 from a server that is restarting", unavailable(), true],
    ["502 from a proxy", new AppError("server", "bad gateway", { status: 502 }), true],
    ["500 (the server answered: the same call would fail again)", new AppError("server", "oops", { status: 500 }), false],
    ["a refusal", refused(), false],
    ["a lost session", unauthorized(), false],
    ["an error that is not the app's", new Error("bug"), false],
  ])("%s: %s", (_why, error, expected) => {
    expect(mayRetry(error)).toBe(expected);
  });
});

/** A call that fails with the given errors in turn, then answers "ok"; counts its attempts. */
function flaky(failures: Error[]): { call: () => Promise<string>; attempts: () => number } {
  let attempts = 0;
  return {
    call: async () => {
      const failure = failures[attempts++];
      if (failure) throw failure;
      return "ok";
    },
    attempts: () => attempts,
  };
}

describe("withRetries (spec section 9: the web-status post is retried twice)", () => {
  it.each([
    { why: "answers at once", failures: [], result: "ok", attempts: 1 },
    { why: "answers on the second try", failures: [lost()], result: "ok", attempts: 2 },
    { why: "answers on the third try", failures: [lost(), unavailable()], result: "ok", attempts: 3 },
    { why: "gives up after two retries", failures: [lost(), lost(), lost()], result: "no answer", attempts: 3 },
    { why: "does not repeat a refusal", failures: [refused()], result: "refused", attempts: 1 },
    { why: "does not repeat a 401", failures: [unauthorized()], result: "gone", attempts: 1 },
  ])("$why", async ({ failures, result, attempts }) => {
    const call = flaky(failures);
    const outcome = await withRetries(call.call, 2, 1).catch((error: Error) => error.message);
    expect(outcome).toBe(result);
    expect(call.attempts()).toBe(attempts);
  });
});
