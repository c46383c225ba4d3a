/**
 * A browser-like client of a server in another process (support/formFolder.ts startFormServer), as
 * tests/server/helpers/server.ts Client is of one in the test's: keeps cookies, sends the origin on
 * requests that change state, JSON both ways. Reads a PDF or a CSV as bytes or text.
 */
export interface HttpAnswer {
  status: number;
  /** The JSON body; for any other body, {}. */
  body: Record<string, unknown>;
  /** The body as sent. */
  bytes: Uint8Array;
  headers: Headers;
}

export class HttpClient {
  readonly jar = new Map<string, string>();

  constructor(readonly origin: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    const response = await fetch(new URL(path, this.origin), {
      method,
      redirect: "manual",
      headers: {
        ...(method !== "GET" ? { origin: this.origin } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.jar.size ? { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (gone) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    const json = (response.headers.get("content-type") ?? "").includes("application/json");
    return { status: response.status, body: json ? (JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>) : {}, bytes, headers: response.headers };
  }

  get = (path: string, headers?: Record<string, string>) => this.request("GET", path, undefined, headers);
  post = (path: string, body?: unknown) => this.request("POST", path, body);
  put = (path: string, body?: unknown) => this.request("PUT", path, body);
}
