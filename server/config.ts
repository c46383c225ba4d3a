import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { partnerSettings } from "../schema/partner.ts";
import { ownerOnlyFileMode, ownerOnlyFolder } from "./ownerOnly.ts";

/** Everything the server reads from its environment (README, "Configuration"). */
export interface Config {
  port: number;
  host: string;
  /** Where PGlite, the outbox and a generated secret live. */
  dataDir: string;
  /** A PostgreSQL server; PGlite in dataDir when absent. */
  databaseUrl?: string;
  /** SMTP server for mail; the outbox in dataDir when absent. */
  smtpUrl?: string;
  mailFrom: string;
  /** The origin students reach, without a trailing slash: links in mails, the CSRF check, Secure cookies. */
  publicUrl: string;
  /** Whether publicUrl was given; when not, a request whose Origin matches its own Host is also same-site. */
  publicUrlSet: boolean;
  /** Signs tokens and keys the code hashes; at least 32 bytes of randomness. */
  secret: string;
  /**
   * Secrets replaced by `secret` (APP_SECRET_PREVIOUS, comma-separated): what they signed is still
   * accepted, nothing new is signed with them. Lets the processes of a rotation restart one by one.
   */
  previousSecrets: readonly string[];
  /** The university's time zone: the date rules relative to today use its calendar. */
  timeZone: string;
  /** Trust X-Forwarded-* from a reverse proxy (the client address for rate limits). */
  trustProxy: boolean;
  logLevel: string;
  /** The built web app; the API alone is served when it is missing. */
  staticDir: string;
  limits: Limits;
  /** Object storage on an S3-compatible service; when absent, objects are files under dataDir/objects. */
  s3?: S3Settings;
  /** How many document-conversion workers this process runs (DOCUMENT_WORKERS, 1 by default); none when absent. */
  documentWorkers?: number;
  /** How long a worker's claim on a job lasts unrenewed (JOB_LEASE_MS): a dead worker's job is taken again after it. 60 s when absent. */
  jobLeaseMs?: number;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); when absent, /metrics answers only requests made on this machine. */
  metricsToken?: string;
  /** The bearer token of GET /staff/export (EXPORT_TOKEN), which a records system holds; without it the route does not exist. */
  exportToken?: string;
  /** `npm run worker` only: the port of its /healthz, /readyz and /metrics (WORKER_PORT); it listens on none when absent. */
  workerPort?: number;
}

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2): S3_* in the environment. */
export interface S3Settings {
  /** The service's address; AWS S3 itself when absent. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither: without them the AWS SDK's own chain (environment, profile, instance role) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Address the bucket in the path (http://host/bucket) rather than the host name (MinIO and Ceph usually want this). */
  forcePathStyle: boolean;
}

/** Attempts allowed per window (ms). */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface Limits {
  /** Login requests from one address. */
  loginPerAddress: Limit;
  /** Failed logins of one account. */
  loginPerAccount: Limit;
  /** Each other public account route, from one address. */
  publicPerAddress: Limit;
  /** School and address suggestions, from one address. */
  lookupPerAddress: Limit;
}

const fifteenMinutes = 15 * 60 * 1000;

export const defaultLimits: Limits = {
  // Generous per address: a campus lab or a school's network shares one public address.
  loginPerAddress: { max: 100, windowMs: fifteenMinutes },
  loginPerAccount: { max: 10, windowMs: fifteenMinutes },
  publicPerAddress: { max: 60, windowMs: fifteenMinutes },
  // A suggestion per pause in typing: a student filling four schools stays far below this.
  lookupPerAddress: { max: 600, windowMs: 5 * 60 * 1000 },
};

const projectRoot = resolve(import.meta.dirname, "..");

/** Every secret a signature or code hash may have been made with: the current one first. */
export const acceptedSecrets = (config: Pick<Config, "secret" | "previousSecrets">): readonly [string, ...string[]] => [config.secret, ...config.previousSecrets];

function previousSecrets(value: string | undefined, current: string): string[] {
  const secrets = (value ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  for (const secret of secrets) if (secret.length < 32) throw new Error("Each secret in APP_SECRET_PREVIOUS must be at least 32 characters long.");
  return secrets.filter((secret) => secret !== current);
}

/** The secret: APP_SECRET when given, else the one generated into DATA_DIR on first start. */
async function secretFor(dataDir: string, given: string | undefined): Promise<string> {
  if (given) {
    if (given.length < 32) throw new Error("APP_SECRET must be at least 32 characters long.");
    return given;
  }
  // The secret's folder is closed first, also when an older version or a person left it open.
  await ownerOnlyFolder(dataDir);
  const file = join(dataDir, "secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("hex");
  // flag wx: two processes starting at once must not each write a different secret.
  await writeFile(file, `${secret}\n`, { mode: ownerOnlyFileMode, flag: "wx" }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  return (await readFile(file, "utf8")).trim();
}

function port(value: string | undefined, fallback: number, name = "PORT"): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, not "${value}".`);
  return n;
}

/** The university's time zone when APP_TIME_ZONE is not set. */
export const defaultTimeZone = "America/Detroit";

function timeZone(value: string | undefined): string {
  const zone = value || defaultTimeZone;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    throw new Error(`APP_TIME_ZONE "${zone}" is not a time zone name (such as America/Detroit).`);
  }
  return zone;
}

const isTrue = (value: string | undefined): boolean => value === "true" || value === "1";

function s3Settings(env: Readonly<Record<string, string | undefined>>): S3Settings | undefined {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket) {
    if (endpoint || accessKeyId || secretAccessKey) throw new Error("S3_BUCKET must be set to store objects on S3 (S3_ENDPOINT or S3 credentials are set without it).");
    return undefined;
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.");
  if (endpoint) {
    const protocol = URL.canParse(endpoint) ? new URL(endpoint).protocol : "";
    if (protocol !== "http:" && protocol !== "https:") throw new Error(`S3_ENDPOINT must be an http or https address, not "${endpoint}".`);
  }
  return {
    ...(endpoint ? { endpoint } : {}),
    bucket,
    region: env.S3_REGION || "us-east-1",
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    forcePathStyle: isTrue(env.S3_FORCE_PATH_STYLE),
  };
}

function workerCount(value: string | undefined): number {
  if (value === undefined || value === "") return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 16) throw new Error(`DOCUMENT_WORKERS must be a whole number from 0 to 16, not "${value}".`);
  return n;
}

function jobLease(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1000 || n > 3_600_000) throw new Error(`JOB_LEASE_MS must be a whole number of milliseconds from 1000 to 3600000, not "${value}".`);
  return n;
}

function metricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // The token is all that guards the metrics from the internet: a guessable one guards nothing.
  if (value.length < 16 || /\s/.test(value)) throw new Error("METRICS_TOKEN must be at least 16 characters, without spaces.");
  return value;
}

function exportToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // It opens every submitted application to whoever holds it: nothing short or guessable.
  if (value.length < 32 || /\s/.test(value)) throw new Error("EXPORT_TOKEN must be at least 32 characters, without spaces (e.g. openssl rand -base64 32).");
  return value;
}

function origin(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
    return url.origin;
  } catch {
    throw new Error(`PUBLIC_URL must be an http or https address, not "${value}".`);
  }
}

/** Reads the configuration from an environment (process.env in production). */
export async function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env, cwd = process.cwd()): Promise<Config> {
  const dataDir = resolve(cwd, env.DATA_DIR || ".data");
  const listenPort = port(env.PORT, 3000);
  const s3 = s3Settings(env);
  const secret = await secretFor(dataDir, env.APP_SECRET);
  return {
    port: listenPort,
    host: env.HOST || "127.0.0.1",
    dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    // The form's own title by default (its partner settings), so a mail names the application it is about.
    mailFrom: env.MAIL_FROM || `${partnerSettings.applicationTitle} <no-reply@localhost>`,
    publicUrl: origin(env.PUBLIC_URL || `http://localhost:${listenPort}`),
    publicUrlSet: Boolean(env.PUBLIC_URL),
    secret,
    previousSecrets: previousSecrets(env.APP_SECRET_PREVIOUS, secret),
    timeZone: timeZone(env.APP_TIME_ZONE),
    trustProxy: isTrue(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || "info",
    staticDir: resolve(projectRoot, "dist"),
    limits: defaultLimits,
    ...(s3 ? { s3 } : {}),
    documentWorkers: workerCount(env.DOCUMENT_WORKERS),
    jobLeaseMs: jobLease(env.JOB_LEASE_MS),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    exportToken: exportToken(env.EXPORT_TOKEN),
    workerPort: env.WORKER_PORT ? port(env.WORKER_PORT, 0, "WORKER_PORT") : undefined,
  };
}
