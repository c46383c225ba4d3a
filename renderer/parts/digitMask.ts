import { format } from "@react-input/mask";

/** The replacement of every mask: an underscore accepts one digit. */
export const digits = { _: /\d/ };

const slotsOf = (mask: string): number => mask.split("").filter((c) => c === "_").length;

const digitsIn = (text: string): string => text.replace(/\D/g, "");

/** The digits of `text` in the mask, as many as it has room for: "5175550142" -> "(517) 555-0142"; "517" -> "(517". */
export function maskDigits(text: string, mask: string): string {
  const kept = digitsIn(text).slice(0, slotsOf(mask));
  return kept === "" ? "" : format(kept, { mask, replacement: digits });
}

/** The position just after the n-th digit of a formatted text (0: its start). */
function caretAfterDigits(formatted: string, n: number): number {
  if (n === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) if (/\d/.test(formatted.charAt(i)) && ++seen === n) return i + 1;
  return formatted.length;
}

/**
 * A student's edit of a masked text: the new text formatted, and where the caret goes (after the
 * same digits as before). Erasing one of the mask's own characters (a dash, a parenthesis) erases
 * the digit before it, as people expect, instead of being put back and leaving them stuck.
 */
export function applyMaskedEdit(previous: string, text: string, caret: number, mask: string): { value: string; caret: number } {
  let before = digitsIn(text.slice(0, caret)).length;
  let raw = digitsIn(text);
  if (text.length < previous.length && raw === digitsIn(previous) && before > 0) {
    raw = raw.slice(0, before - 1) + raw.slice(before);
    before -= 1;
  }
  const value = maskDigits(raw, mask);
  return { value, caret: caretAfterDigits(value, Math.min(before, slotsOf(mask))) };
}
