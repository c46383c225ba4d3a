import { keyedHash, signedWithOneOf } from "../crypto.ts";

/** What a signed link grants: a temporary answer set, or read access to one application. */
export type TokenKind = "tmp" | "service";

interface Payload {
  kind: TokenKind;
  /** The tmp answer set id or the account id. */
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const sign = (secret: string, body: string): string => keyedHash(secret, "signed-token", body);

/** A token `body.signature`: the body is base64url JSON, the signature an HMAC-SHA256 with the secret. */
export function signToken(secret: string, kind: TokenKind, sub: string, expiresAt: Date): string {
  const body = Buffer.from(JSON.stringify({ kind, sub, exp: Math.floor(expiresAt.getTime() / 1000) } satisfies Payload)).toString("base64url");
  return `${body}.${sign(secret, body)}`;
}

/** The subject of a token of `kind` signed with one of `secrets` and not expired at `now`, else null. */
export function verifyToken(secrets: readonly string[], token: unknown, kind: TokenKind, now: Date): string | null {
  if (typeof token !== "string" || token.length > 1000) return null;
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined || !signedWithOneOf(secrets, signature, (secret) => sign(secret, body))) return null;
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<Payload>;
  } catch {
    return null;
  }
  if (payload.kind !== kind || typeof payload.sub !== "string" || typeof payload.exp !== "number") return null;
  return payload.exp * 1000 > now.getTime() ? payload.sub : null;
}
