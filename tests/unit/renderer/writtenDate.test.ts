/**
 * A date answer in the print view and the application's PDF is written in the page's language:
 * a Spanish PDF once printed "March 15, 2001" (date-fns with no locale), an English month name
 * among Spanish labels (issue 40). The calendar day stays the one stored, in every time zone.
 */
import { parseDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { writtenDate } from "../../../renderer/parts/calendarDate.ts";
import { formLocales } from "../../../schema/partner.ts";
import { wordsFor } from "../../../schema/words.ts";

describe("a date written out", () => {
  const date = parseDate("2001-03-15");

  it.each(formLocales)("in %s names the month in that language's words", (locale) => {
    const month = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(Date.UTC(2001, 2, 15));
    expect(writtenDate(date, wordsFor(locale).locale)).toContain(month);
    expect(writtenDate(date, wordsFor(locale).locale)).toMatch(/15/);
  });

  it("writes English as the print view always did", () => {
    expect(writtenDate(date, "en")).toBe("March 15, 2001");
  });

  it("keeps a Spanish PDF's month Spanish", () => {
    expect(writtenDate(date, "es")).toBe("15 de marzo de 2001");
  });

  it("keeps the Gregorian day for a language whose usual calendar is another", () => {
    expect(writtenDate(date, "th")).toContain("2001");
  });
});
