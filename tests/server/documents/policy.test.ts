/** The embedded storage's POST policy: only the server can sign one, and each of its conditions holds or the upload is refused in S3's words. */
import { describe, expect, it } from "vitest";
import { AppError } from "../../../server/errors.ts";
import { signPolicy, verifyPolicy } from "../../../server/storage/policy.ts";

const secret = "policy-test-secret-0123456789abcdef";
const now = new Date("2026-11-21T17:00:00Z");
const later = new Date("2026-11-21T17:15:00Z");
const key = "uploads/account/college_transcript_upload/random";
const max = 1_048_576;

const fields = (extra: Record<string, string> = {}): Map<string, string> => new Map(Object.entries({ ...signPolicy(secret, key, max, later), ...extra }));
const refusal = (run: () => unknown): { code: string; status: number; message: string } | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, status: error.statusCode, message: error.message };
  }
};

describe("the embedded storage's POST policy", () => {
  it.each([
    { size: 1, what: "one byte" },
    { size: max, what: "exactly 1 MB" },
  ])("accepts $what within its form, returning the key to store under", ({ size }) => {
    expect(verifyPolicy([secret], fields(), size, now)).toBe(key);
  });

  it("accepts a form signed with a secret it lists after the current one (a rotation under way)", () => {
    const previous = new Map(Object.entries(signPolicy(secret, key, max, later)));
    expect(verifyPolicy(["rotated-secret-0123456789abcdefghij", secret], previous, 10, now)).toBe(key);
    expect(refusal(() => verifyPolicy(["rotated-secret-0123456789abcdefghij"], previous, 10, now))).toMatchObject({ code: "uploadSignatureMismatch" });
  });

  it.each([
    { case: "a file one byte over its range", form: () => fields(), size: max + 1, at: now, code: "uploadTooLarge", status: 400 },
    { case: "an empty file", form: () => fields(), size: 0, at: now, code: "uploadTooSmall", status: 400 },
    { case: "its expiry reached", form: () => fields(), size: 10, at: later, code: "uploadPolicyExpired", status: 403 },
    { case: "another key", form: () => fields({ key: `${key}-2` }), size: 10, at: now, code: "uploadPolicyCondition", status: 403 },
    { case: "a field it does not name", form: () => fields({ "content-type": "text/html" }), size: 10, at: now, code: "uploadPolicyCondition", status: 403 },
    {
      case: "a policy signed with another secret",
      form: () => new Map(Object.entries(signPolicy("another-secret-0123456789abcdefghij", key, max, later))),
      size: 10,
      at: now,
      code: "uploadSignatureMismatch",
      status: 403,
    },
    {
      case: "the policy of another upload with this one's signature",
      form: () => fields({ policy: signPolicy(secret, key, 10 * max, later).policy! }),
      size: 10,
      at: now,
      code: "uploadSignatureMismatch",
      status: 403,
    },
    {
      case: "no signature",
      form: () => {
        const form = fields();
        form.delete("signature");
        return form;
      },
      size: 10,
      at: now,
      code: "uploadMalformed",
      status: 400,
    },
  ])("refuses $case", ({ form, size, at, code, status }) => {
    expect(refusal(() => verifyPolicy([secret], form(), size, at))).toMatchObject({ code, status });
  });

  it("names the condition that failed, as S3 does", () => {
    expect(refusal(() => verifyPolicy([secret], fields({ key: "uploads/other" }), 10, now))?.message).toBe(
      `Invalid according to Policy: Policy Condition failed: ["eq", "$key", "${key}"]`,
    );
    expect(refusal(() => verifyPolicy([secret], fields({ acl: "public-read" }), 10, now))?.message).toBe("Invalid according to Policy: Extra input fields: acl");
  });
});
