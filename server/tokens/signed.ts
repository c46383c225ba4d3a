import { keyedHash, signedWithOneOf } from "../crypto.ts";

/** What a signed link grants: a temporary answer set, or read access to one application. */
export type TokenKind = "tmp" | "service";

interface Payload {
  kind: TokenKind;
  /** The tmp answer set id or the account id. */
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /**
   * Issue time, milliseconds since the epoch: `revoke-links` refuses what was issued for an account
   * up to a moment, and a link made again in the same second must not fall on the wrong side of it.
   * Tokens made before this field existed have none and count as issued at the epoch.
   */
  iat_ms?: number;
}

/** The claims of a genuine, unexpired token. */
export interface TokenClaims {
  sub: string;
  issuedAt: Date;
}

const sign = (secret: string, body: string): string => keyedHash(secret, "signed-token", body);

/** A token `body.signature`: the body is base64url JSON, the signature an HMAC-SHA256 with the secret. */
export function signToken(secret: string, kind: TokenKind, sub: string, { issuedAt, expiresAt }: { issuedAt: Date; expiresAt: Date }): string {
  const payload: Payload = { kind, sub, exp: Math.floor(expiresAt.getTime() / 1000), iat_ms: issuedAt.getTime() };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${sign(secret, body)}`;
}

/** The claims of a token of `kind` signed with one of `secrets` and not expired at `now`, else null. */
export function verifyTokenClaims(secrets: readonly string[], token: unknown, kind: TokenKind, now: Date): TokenClaims | null {
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
  if (payload.exp * 1000 <= now.getTime()) return null;
  return { sub: payload.sub, issuedAt: new Date(typeof payload.iat_ms === "number" ? payload.iat_ms : 0) };
}

/** The subject of a token of `kind` signed with one of `secrets` and not expired at `now`, else null. */
export function verifyToken(secrets: readonly string[], token: unknown, kind: TokenKind, now: Date): string | null {
  return verifyTokenClaims(secrets, token, kind, now)?.sub ?? null;
}
