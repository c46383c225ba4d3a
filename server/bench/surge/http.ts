/**
 * The simulated browsers' side of the wire: a keep-alive HTTP client that spreads requests over
 * the app processes in turn (as a reverse proxy without sticky sessions would, so every call must
 * work on whichever process gets it), and records each call's latency under its route template.
 */
import http from "node:http";

export interface Reply {
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
}

/** One failed call or step, kept for the report. */
export interface Failure {
  route: string;
  status: number;
  message: string;
}

/** Latencies per "METHOD /route/template", and what failed. */
export class Recorder {
  readonly latencies = new Map<string, number[]>();
  readonly failures: Failure[] = [];
  readonly failuresByRoute = new Map<string, number>();

  record(route: string, ms: number): void {
    const list = this.latencies.get(route) ?? [];
    list.push(ms);
    this.latencies.set(route, list);
  }

  fail(failure: Failure): void {
    this.failures.push(failure);
    this.failuresByRoute.set(failure.route, (this.failuresByRoute.get(failure.route) ?? 0) + 1);
  }
}

/** Round-robin over the app processes' base URLs. */
export class Balancer {
  private next = 0;
  private readonly targets: readonly string[];
  constructor(targets: readonly string[]) {
    this.targets = targets;
  }
  pick(): string {
    const target = this.targets[this.next % this.targets.length];
    if (target === undefined) throw new Error("no app process to send to");
    this.next++;
    return target;
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** Closes the pooled connections, so the process can end. */
export const closeConnections = (): void => agent.destroy();

function send(url: URL, method: string, headers: Record<string, string>, body?: Buffer): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: body ? { ...headers, "content-length": String(body.byteLength) } : headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: Record<string, unknown>;
        try {
          parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          // Storage answers in S3's XML; the report shows the text.
          parsed = { message: text.slice(0, 300) };
        }
        const setCookie = res.headers["set-cookie"] ?? [];
        resolve({ status: res.statusCode ?? 0, body: parsed, setCookies: setCookie });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A call failed: the applicant's run stops here (later steps depend on it). */
export class CallFailed extends Error {}

/**
 * One applicant's browser: its own cookie jar and client address. Requests that change state
 * carry the Origin the server's forgery check wants (PUBLIC_URL); every request carries the
 * client address in X-Forwarded-For, as the reverse proxy in front of TRUST_PROXY=true app
 * processes would, so the per-address limits count each applicant separately.
 */
export class Browser {
  private readonly jar = new Map<string, string>();
  private readonly balancer: Balancer;
  private readonly recorder: Recorder;
  private readonly origin: string;
  private readonly address: string;

  constructor(balancer: Balancer, recorder: Recorder, origin: string, address: string) {
    this.balancer = balancer;
    this.recorder = recorder;
    this.origin = origin;
    this.address = address;
  }

  /** `route` names the call in the report ("GET /api/pdf/document-answer/:key"); `target` is a path on the app or a full URL. */
  async call(route: string, target: string, options: { json?: unknown; form?: { body: Buffer; contentType: string } } = {}): Promise<Reply> {
    const method = route.slice(0, route.indexOf(" "));
    const url = new URL(target, this.balancer.pick());
    const headers: Record<string, string> = { "x-forwarded-for": this.address };
    if (method !== "GET") headers.origin = this.origin;
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: Buffer | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = Buffer.from(JSON.stringify(options.json));
    } else if (options.form) {
      headers["content-type"] = options.form.contentType;
      body = options.form.body;
    }
    const started = performance.now();
    let reply: Reply;
    try {
      reply = await send(url, method, headers, body);
    } catch (error) {
      this.recorder.fail({ route, status: 0, message: (error as Error).message });
      throw new CallFailed(`${route}: ${(error as Error).message}`);
    }
    this.recorder.record(route, performance.now() - started);
    for (const cookie of reply.setCookies) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value) this.jar.set(name, value);
      else this.jar.delete(name);
    }
    if (reply.status >= 300) {
      this.recorder.fail({ route, status: reply.status, message: String(reply.body.message ?? "") });
      throw new CallFailed(`${route}: ${reply.status}`);
    }
    return reply;
  }
}

/** A multipart form as a browser encodes it (the platform's FormData). */
export async function encodeForm(fields: Record<string, string>, file: { name: string; bytes: Uint8Array }): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type") ?? "" };
}
