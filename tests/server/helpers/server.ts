/** Builds the real app for a test: a test configuration, a movable clock, and a client with a cookie jar. */
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../../server/app.ts";
import type { Clock } from "../../../server/clock.ts";
import { type Config, type Limits, defaultLimits } from "../../../server/config.ts";
import type { Database } from "../../../server/db/types.ts";

export const publicUrl = "http://app.test";

/** Limits high enough that only the throttle tests reach them. */
const roomyLimits: Limits = {
  loginPerAddress: { max: 10_000, windowMs: defaultLimits.loginPerAddress.windowMs },
  loginPerAccount: { max: 10_000, windowMs: defaultLimits.loginPerAccount.windowMs },
  publicPerAddress: { max: 10_000, windowMs: defaultLimits.publicPerAddress.windowMs },
  lookupPerAddress: { max: 10_000, windowMs: defaultLimits.lookupPerAddress.windowMs },
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: join(tmpdir(), "transfer-app-test-unused"),
    mailFrom: "Transfer Application <no-reply@app.test>",
    publicUrl,
    publicUrlSet: true,
    secret: "test-secret-0123456789abcdef0123456789abcdef",
    previousSecrets: [],
    timeZone: "America/Detroit",
    trustProxy: false,
    logLevel: "silent",
    staticDir: join(tmpdir(), "transfer-app-test-no-dist"),
    limits: roomyLimits,
    ...overrides,
  };
}

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private at: number;
  constructor(start = Date.now()) {
    this.at = start;
  }
  now = (): Date => new Date(this.at);
  advance(ms: number): void {
    this.at += ms;
  }
}

export const minutes = (n: number): number => n * 60 * 1000;
export const hours = (n: number): number => n * minutes(60);

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
}

export async function startApp(db: Database, config: Config, clock = new TestClock()): Promise<TestApp> {
  const app = await buildApp({ config, db, clock, logger: false, seedLookupSamples: false });
  await app.ready();
  return { app, clock, config };
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: LightMyRequestResponse["headers"];
  cookies: LightMyRequestResponse["cookies"];
}

/**
 * A browser-like client: keeps cookies, sends the app's Origin on requests that change state,
 * and JSON bodies. Each test student has one.
 */
export class Client {
  readonly jar = new Map<string, string>();
  private readonly app: FastifyInstance;
  private readonly extra: { origin?: string | null; remoteAddress?: string };

  constructor(app: FastifyInstance, extra: { origin?: string | null; remoteAddress?: string } = {}) {
    this.app = app;
    this.extra = extra;
  }

  async request(method: InjectOptions["method"], url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const origin = this.extra.origin === undefined ? publicUrl : this.extra.origin;
    const res = await this.app.inject({
      method,
      url,
      headers: {
        ...(origin && method !== "GET" ? { origin } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.jar.size ? { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: typeof body === "string" ? body : JSON.stringify(body) } : {}),
      ...(this.extra.remoteAddress ? { remoteAddress: this.extra.remoteAddress } : {}),
    });
    for (const c of res.cookies) {
      if (c.value === "" || (c.expires && c.expires.getTime() <= Date.now())) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    let parsed: Record<string, unknown>;
    try {
      parsed = res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {};
    } catch {
      parsed = { text: res.body };
    }
    return { status: res.statusCode, body: parsed, headers: res.headers, cookies: res.cookies };
  }

  get = (url: string, headers?: Record<string, string>) => this.request("GET", url, undefined, headers);
  post = (url: string, body?: unknown) => this.request("POST", url, body);
  put = (url: string, body?: unknown, headers?: Record<string, string>) => this.request("PUT", url, body, headers);
}
