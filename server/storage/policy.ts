/**
 * The POST policy of the embedded storage, shaped like S3's (a base64 JSON document with an
 * expiration and conditions, signed), so the browser's upload form is the same for both drivers.
 * The signature is an HMAC-SHA256 of the encoded policy with the app's secret: only the server
 * can issue one, and a changed key, size range or expiry no longer matches it.
 */
import { keyedHash, signedWithOneOf } from "../crypto.ts";
import { AppError } from "../errors.ts";

/** The conditions the app issues: the exact key, and the size range. */
type Condition = { key: string } | ["content-length-range", number, number];

interface Policy {
  expiration: string;
  conditions: Condition[];
}

const sign = (secret: string, encoded: string): string => keyedHash(secret, "storage-post-policy", encoded);

/** Fields that carry the policy itself rather than being named by it (S3 exempts these too). */
const policyFields = new Set(["policy", "signature", "file"]);

/** The form fields of an upload of `key` of at most `maxBytes`, accepted until `expiresAt`. */
export function signPolicy(secret: string, key: string, maxBytes: number, expiresAt: Date): Record<string, string> {
  const policy: Policy = { expiration: expiresAt.toISOString(), conditions: [{ key }, ["content-length-range", 1, maxBytes]] };
  const encoded = Buffer.from(JSON.stringify(policy)).toString("base64");
  return { key, policy: encoded, signature: sign(secret, encoded) };
}

/**
 * Checks an upload the way S3 checks a POST: the signature (made with one of `secrets`), then the expiry, then every
 * condition, then that no field is left unnamed by the policy. Field names are lower-case.
 * Throws the S3-worded refusal; returns the key to store the object under.
 */
export function verifyPolicy(secrets: readonly string[], fields: ReadonlyMap<string, string>, size: number, now: Date): string {
  const key = fields.get("key");
  const encoded = fields.get("policy");
  const signature = fields.get("signature");
  if (key === undefined || encoded === undefined || signature === undefined) {
    throw new AppError("uploadMalformed", { detail: "it must hold the key, policy and signature fields it was given" });
  }
  if (!signedWithOneOf(secrets, signature, (secret) => sign(secret, encoded))) throw new AppError("uploadSignatureMismatch");
  const policy = JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as Policy;
  if (!(Date.parse(policy.expiration) > now.getTime())) throw new AppError("uploadPolicyExpired");
  const named = new Set<string>();
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [, min, max] = condition;
      if (size > max) throw new AppError("uploadTooLarge");
      if (size < min) throw new AppError("uploadTooSmall");
    } else {
      named.add("key");
      if (key !== condition.key) throw new AppError("uploadPolicyCondition", { detail: `Policy Condition failed: ["eq", "$key", "${condition.key}"]` });
    }
  }
  const extra = [...fields.keys()].filter((name) => !named.has(name) && !policyFields.has(name));
  if (extra.length) throw new AppError("uploadPolicyCondition", { detail: `Extra input fields: ${extra.join(", ")}` });
  return key;
}
