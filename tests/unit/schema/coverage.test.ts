import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { answerSchema, compileForm, formFieldRules } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";

// Copied from the spec's list of section-3 answer keys (shared/spec/answer-keys.txt).
const specKeys = readFileSync(new URL("../../fixtures/spec-answer-keys.txt", import.meta.url), "utf8").split("\n").filter(Boolean);
const form = compileForm(application);
const answersSchema = answerSchema(form) as { properties: Record<string, unknown> };

describe("the real schema", () => {
  it("asks every answer key of spec section 3 on some page", () => {
    expect(specKeys.filter((k) => !form.keys.has(k))).toEqual([]);
  });

  it("has every key in the answer data model", () => {
    expect(specKeys.filter((k) => !(k in answersSchema.properties))).toEqual([]);
  });

  it("puts each key on the page of spec section 2's mapping", () => {
    const pageOf = (key: string): string | undefined => form.keys.get(key)?.page;
    expect([pageOf("first_name"), pageOf("mailing_city"), pageOf("citizenship"), pageOf("race_white"), pageOf("parent_2_email_address"), pageOf("michigan_residence"), pageOf("legacy_4_last_name"), pageOf("military_status")]).toEqual(Array(8).fill("about"));
    expect([pageOf("entry_term"), pageOf("hs_ceeb"), pageOf("grad_year"), pageOf("college_3_to_year")]).toEqual(Array(4).fill("education"));
    expect([pageOf("felony_comment"), pageOf("conviction"), pageOf("grant_counselor_agree")]).toEqual(Array(3).fill("final-steps"));
  });

  it("gives every select and radio a _desc companion in the data model", () => {
    const described = [...form.keys.values()].filter((i) => i.companionOf).map((i) => i.key);
    expect(described.length).toBeGreaterThan(50);
    expect(described.filter((k) => !(k in answersSchema.properties))).toEqual([]);
  });

  // Spec section 9: no repeat group has more than 10 instances, whatever groups an author adds.
  it("caps every repeat group at 10 or fewer", () => {
    const maxes = new Map<string, number>();
    for (const info of form.keys.values()) if (info.scope.group) maxes.set(info.scope.group.id, Math.max(maxes.get(info.scope.group.id) ?? 0, info.scope.group.n));
    expect(maxes.size).toBeGreaterThan(0);
    for (const [id, max] of maxes) expect(max, id).toBeLessThanOrEqual(10);
  });

  it("limits text to 45 characters by default and text areas to 1500", () => {
    const { maxLength } = formFieldRules(form);
    expect([maxLength.get("first_name"), maxLength.get("preferred_name")]).toEqual([45, 45]);
    expect([maxLength.get("felony_comment"), maxLength.get("conviction_comment")]).toEqual([1500, 1500]);
  });
});
