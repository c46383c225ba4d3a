import { describe, expect, it } from "vitest";
import { applyMaskedEdit, maskDigits } from "../../../renderer/parts/digitMask.ts";

const phone = "(___) ___-____";
const ssn = "___-__-____";

describe("maskDigits", () => {
  it.each([
    ["5175550142", phone, "(517) 555-0142"],
    ["517", phone, "(517"],
    ["(517) 555-01429999", phone, "(517) 555-0142"],
    ["abc", phone, ""],
    ["123456789", ssn, "123-45-6789"],
    ["12-3", ssn, "123"],
  ])("formats %j in %s as %j", (text, mask, expected) => {
    expect(maskDigits(text, mask)).toBe(expected);
  });
});

describe("applyMaskedEdit", () => {
  it.each([
    // previous, text after the browser's edit, caret after the edit, expected value, expected caret
    { why: "a digit typed at the end", previous: "(517) 55", text: "(517) 555", caret: 9, value: "(517) 555", at: 9 },
    { why: "the fourth digit brings the mask's characters", previous: "(517", text: "(5175", caret: 5, value: "(517) 5", at: 7 },
    { why: "a letter is refused", previous: "(517", text: "(517a", caret: 5, value: "(517", at: 4 },
    { why: "a digit typed in the middle", previous: "(517) 555-014", text: "(5170) 555-014", caret: 5, value: "(517) 055-5014", at: 7 },
    { why: "backspace over the dash erases the digit before it", previous: "(517) 555-0142", text: "(517) 5550142", caret: 9, value: "(517) 550-142", at: 8 },
    { why: "backspace over a digit", previous: "123-45-6789", text: "123-45-678", caret: 10, value: "123-45-678", at: 10 },
    { why: "a pasted number", previous: "", text: "517.555.0142", caret: 12, value: "(517) 555-0142", at: 14 },
    { why: "everything erased", previous: "(5", text: "(", caret: 1, value: "", at: 0 },
  ])("$why", ({ previous, text, caret, value, at }) => {
    expect(applyMaskedEdit(previous, text, caret, text.includes("(") || previous.includes("(") || text.includes(".") ? phone : ssn)).toEqual({ value, caret: at });
  });
});
