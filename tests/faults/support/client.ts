/**
 * A browser's calls to a child process over real HTTP: a cookie jar, the app's Origin on requests
 * that change state, JSON bodies, and a time limit, so a request that hangs fails the test with
 * a clear reason instead of stalling it.
 */
import { studentPassword } from "./database.ts";

export interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export class HttpClient {
  readonly jar = new Map<string, string>();
  /** The app's origin, http://127.0.0.1:port. */
  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  /** The same browser (its cookies) talking to another app process. */
  on(base: string): HttpClient {
    const other = new HttpClient(base);
    for (const [name, value] of this.jar) other.jar.set(name, value);
    return other;
  }

  /** The answer, or a rejection when the connection fails (refused, reset by a dying process). */
  async request(method: string, path: string, body?: unknown, timeoutMs = 20_000): Promise<Reply> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(method !== "GET" ? { origin: this.base } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.jar.size ? { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value) this.jar.set(name, value);
      else this.jar.delete(name);
    }
    const text = await res.text();
    let parsed: Record<string, unknown>;
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }

  get = (path: string): Promise<Reply> => this.request("GET", path);
  put = (path: string, body: unknown): Promise<Reply> => this.request("PUT", path, body);
  post = (path: string, body?: unknown): Promise<Reply> => this.request("POST", path, body);
}

/** Logs an account in through the app, as the login page does; the client then holds the session cookie. */
export async function loggedIn(base: string, username: string): Promise<HttpClient> {
  const client = new HttpClient(base);
  const res = await client.post("/public/login", { username, password: studentPassword });
  if (res.status !== 200) throw new Error(`login of ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return client;
}
