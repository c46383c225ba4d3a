/**
 * How the app reads a refusal (app/api/http.ts): its message, its errors per key and the heading
 * the server's catalogue gives its dialog. fetch is the seam; the server's side of the same bodies
 * is tested in tests/server (e.g. documents/lateConversion.test.ts, the submit that waits).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError, dialogTitleOf } from "../../../app/api/errors.ts";
import { callTimeLimitMs, request } from "../../../app/api/http.ts";
import { formVersionStore, pageFormVersion } from "../../../app/api/formVersion.ts";
import { formVersionHeader, messages } from "../../../engine/index.ts";
import { authoredPartnerSettings } from "../../../schema/partner.ts";
import { AppError as ServerError } from "../../../server/errors.ts";
import { officeWords } from "../../../server/words.ts";

/** The failure of one call answered with `body` and `status`. */
async function refusal(status: number, body: unknown): Promise<unknown> {
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  return request("POST", "/api/submit").then(
    () => expect.unreachable("the call was refused"),
    (error: unknown) => error,
  );
}

describe("a refused call", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is headed in its dialog as the catalogue says, when the catalogue gives it a heading", async () => {
    const refused = new ServerError("documentConverting");
    const body = refused.answerIn(officeWords);
    const error = await refusal(refused.statusCode, body);
    expect(error).toBeInstanceOf(AppError);
    expect(dialogTitleOf(error)).toBe(body.title);
  });

  it("is headed 'Unexpected Error' without one", async () => {
    const refused = new ServerError("applicationSubmitted");
    expect(dialogTitleOf(await refusal(refused.statusCode, refused.answerIn(officeWords)))).toBe(messages.unexpectedErrorDialog);
    expect(dialogTitleOf(new Error("not the app's"))).toBe(messages.unexpectedErrorDialog);
  });

  it("keeps errors under keys named like Object.prototype's members as keys", async () => {
    const error = (await refusal(400, JSON.parse(`{"message":"refused","errors":{"toString":["a"],"__proto__":["b"],"constructor":["c"]}}`))) as AppError;
    expect(Object.keys(error.fieldErrors).sort()).toEqual(["__proto__", "constructor", "toString"]);
    expect(error.fieldErrors.toString).toEqual(["a"]);
    expect(Object.getPrototypeOf(error.fieldErrors)).toBeNull();
  });
});

describe("a call that gets no answer", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("fails with the generic message once its time limit has passed, and is cancelled", async () => {
    vi.useFakeTimers();
    let cancelled = false;
    // A server that takes the request and never answers: only the call's own signal ends it.
    vi.stubGlobal("fetch", (_path: string, init: RequestInit) => {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => {
          cancelled = true;
          reject(new DOMException("aborted", "AbortError"));
        });
      });
    });
    let outcome: unknown = "still waiting";
    const call = request("PUT", "/api/answer", { first_name: "Katherine" }).catch((error: unknown) => error);
    void call.then((error) => (outcome = error));
    await vi.advanceTimersByTimeAsync(callTimeLimitMs - 1);
    expect(outcome).toBe("still waiting");
    await vi.advanceTimersByTimeAsync(1);
    expect(cancelled).toBe(true);
    expect(outcome).toBeInstanceOf(AppError);
    expect((outcome as AppError).kind).toBe("server");
    expect((outcome as AppError).message).toBe(messages.unexpected);
  });

  it("leaves no timer behind once it has been answered", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 200, headers: { "content-type": "application/json" } }));
    await request("GET", "/api/answer");
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the version of the form a call names (issue 39)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    formVersionStore.setState({ outdated: false });
  });

  /** One call answered by a server that runs `running`; the headers the call sent. */
  async function callAnsweredBy(running: string | null): Promise<Headers> {
    let sent = new Headers();
    vi.stubGlobal("fetch", async (_path: string, init: RequestInit) => {
      sent = new Headers(init.headers);
      return new Response("{}", { status: 200, headers: { "content-type": "application/json", ...(running === null ? {} : { [formVersionHeader]: running }) } });
    });
    await request("PUT", "/api/answer", {});
    return sent;
  }

  it("names the page's version, partner.json's formVersion, on every call", async () => {
    expect((await callAnsweredBy(pageFormVersion)).get(formVersionHeader)).toBe(authoredPartnerSettings.formVersion);
    expect(formVersionStore.getState().outdated).toBe(false);
  });

  it("marks the page outdated once the server names another version, and not for an answer naming none", async () => {
    await callAnsweredBy(null);
    expect(formVersionStore.getState().outdated).toBe(false);
    await callAnsweredBy(`${pageFormVersion}-next`);
    expect(formVersionStore.getState().outdated).toBe(true);
  });
});
