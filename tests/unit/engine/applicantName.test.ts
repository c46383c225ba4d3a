/** The applicant's name is found by the autocomplete tokens the form marks it with, never in a repeat group. */
import { describe, expect, it } from "vitest";
import { applicantNameKeys, nameAnswer } from "../../../engine/index.ts";
import { realForm } from "../../../stories/fixtures/forms.ts";

const marked = (token: string) => [...realForm.keys.values()].filter((info) => "autoComplete" in info.node && info.node.autoComplete === token);

describe("the applicant's name keys", () => {
  it.each([
    ["given", "given-name"],
    ["family", "family-name"],
  ] as const)("takes the %s name from the top-level question marked %s", (part, token) => {
    const top = marked(token).filter((info) => !info.scope.group);
    expect(top.length).toBeGreaterThan(0);
    expect(applicantNameKeys(realForm)[part]).toBe(top[0]?.key);
  });

  it("reads an answer trimmed, and nothing else as a name", () => {
    expect(nameAnswer({ k: "  Ada " }, "k")).toBe("Ada");
    expect(nameAnswer({ k: true }, "k")).toBe("");
    expect(nameAnswer({ k: "Ada" }, undefined)).toBe("");
    expect(nameAnswer({}, "k")).toBe("");
  });
});
