import { describe, expect, it } from "vitest";
import { applyChanges, compileForm, hiddenKeys, instanceScope, repeatCount, canAddAnother, switchTab, activeTab, rootScope, type RepeatNode, type TabsNode } from "../../../engine/index.ts";
import { miniForm } from "./miniForm.ts";

const page = miniForm.pages[0]!;
const job = page.children.find((n): n is RepeatNode => n.kind === "repeat")!;
const proof = job.children.find((n): n is TabsNode => n.kind === "tabs")!;

describe("grouped conditions", () => {
  it("keeps the first true group's keys and clears the others, even groups that also hold", () => {
    const { patch } = applyChanges(miniForm, { kind: "a", shared: "s", only_a: "x", only_b: "y", other: "o" }, { kind: "b" });
    expect(patch).toEqual({ kind: "b", kind_desc: "B", only_a: "", other: "" });
  });

  it("keeps a key that stands in both the shown and a hidden group", () => {
    expect(hiddenKeys(miniForm, { kind: "a" })).not.toContain("shared");
    expect(hiddenKeys(miniForm, { kind: "a" })).toContain("only_b");
  });

  it("clears alsoClears keys of a hidden group even though they are asked elsewhere", () => {
    const { patch } = applyChanges(miniForm, { kind: "c", kind_desc: "C", other: "o", note: "n" }, { kind: "" });
    expect(patch).toEqual({ kind: "", kind_desc: "", other: "", note: "" });
  });

  it("hides every group when none holds", () => {
    expect([...hiddenKeys(miniForm, {})].sort()).toEqual(expect.arrayContaining(["only_a", "only_b", "other", "shared"]));
  });
});

describe("nested conditions", () => {
  it("clears a nested block with its parent, until nothing more changes", () => {
    const { patch } = applyChanges(miniForm, { score: "80", honors: "Y", honors_desc: "Yes", honors_detail: "Dean's list" }, { score: "20" });
    expect(patch).toEqual({ score: "20", honors: "", honors_desc: "", honors_detail: "" });
  });

  it("compares numbers, not text (9 < 50 although '9' > '50')", () => {
    expect(hiddenKeys(miniForm, { score: "9" })).toContain("honors");
    expect(hiddenKeys(miniForm, { score: "100" })).not.toContain("honors");
  });
});

describe("repeat groups", () => {
  it("resolves conditions per instance", () => {
    const { patch } = applyChanges(miniForm, { job_end: "2020-01-01", job_2_end: "2021-01-01" }, { job_2_current: true });
    expect(patch).toEqual({ job_2_current: true, job_2_end: "" });
  });

  it("shows the stored count, at least 1, at most the maximum", () => {
    expect(repeatCount(job, {}, {})).toBe(1);
    expect(repeatCount(job, { job: 2 }, {})).toBe(2);
    expect(repeatCount(job, { job: 12 }, {})).toBe(3);
    expect(repeatCount(job, { job: 0 }, {})).toBe(1);
  });

  it("shows an instance that holds answers even when the stored count is lower", () => {
    expect(repeatCount(job, { job: 1 }, { job_3_title: "Chef" })).toBe(3);
    expect(repeatCount(job, { job: 1 }, { job_3_title: "" })).toBe(1);
  });

  it("offers add-another only to a logged-in student below the maximum", () => {
    expect(canAddAnother(job, 2, true)).toBe(true);
    expect(canAddAnother(job, 3, true)).toBe(false);
    expect(canAddAnother(job, 1, false)).toBe(false);
  });
});

describe("tabs", () => {
  const second = instanceScope(job, 2);

  it("switching clears the answers of the tabs left behind, in that instance only", () => {
    const answers = { job_letter: "ANSWERED", job_2_letter: "ANSWERED", job_2_letter_later: false };
    expect(switchTab(miniForm, proof, second, "later", answers)).toEqual({
      tab: { tab_id: "job_2_proof", chosen_tab: "later" },
      patch: { job_2_letter: "" },
    });
  });

  it("shows the default tab to a visitor whatever was chosen", () => {
    expect(activeTab(proof, second, { job_2_proof: "later" }, false)).toBe("upload");
    expect(activeTab(proof, second, { job_2_proof: "later" }, true)).toBe("later");
    expect(activeTab(proof, second, { job_2_proof: "gone" }, true)).toBe("upload");
  });

  it("refuses a tab the group does not have", () => {
    expect(() => switchTab(miniForm, proof, rootScope, "nope", {})).toThrow(/no tab "nope"/);
  });
});

describe("the hidden keys of answers that differ only where no condition looks", () => {
  it("are the last ones found, not found again by walking the form (a keystroke in a name no condition reads)", () => {
    // A form of its own, so no other test's answers stand as its last.
    const form = compileForm(miniForm.definition);
    const hidden = hiddenKeys(form, { kind: "a", score: "80", shared: "one" });
    expect(hiddenKeys(form, { kind: "a", score: "80", shared: "two" })).toBe(hidden);
  });

  it("are found again as soon as an answer a condition read has changed", () => {
    const form = compileForm(miniForm.definition);
    const before = hiddenKeys(form, { kind: "a", score: "80" });
    expect(before).not.toContain("honors");
    const after = hiddenKeys(form, { kind: "a", score: "9" });
    expect(after).not.toBe(before);
    expect(after).toContain("honors");
    expect(hiddenKeys(form, { kind: "b", score: "9" })).toContain("only_a");
    expect(hiddenKeys(form, { kind: "b", score: "9" })).not.toContain("only_b");
  });
});
