/** The page's language: chosen in a cookie among the form's languages, and how dates and numbers are then written. */
import { describe, expect, it } from "vitest";
import { localeCookieName } from "../../../engine/index.ts";
import { wordLocales } from "../../../schema/words.ts";
import { formLocales } from "../../../schema/partner.ts";
import { chosenLocale, formatLocale, offeredLocales } from "../../../app/locale.ts";

describe("the language chosen in this browser", () => {
  it("offers every language of the form, the default first", () => {
    expect(offeredLocales).toEqual(formLocales);
  });

  it.each(formLocales)("is %s when the cookie names it, among other cookies", (locale) => {
    expect(chosenLocale(`logged_in=1; ${localeCookieName}=${locale}; other=x`)).toBe(locale);
    expect(chosenLocale(`${localeCookieName}=${locale}`)).toBe(locale);
  });

  it("is none for a language the form is not written in, or without the cookie", () => {
    const notOffered = [...wordLocales.filter((l) => !formLocales.includes(l)), "xx", "", "en-US"];
    for (const locale of notOffered) expect(chosenLocale(`${localeCookieName}=${locale}`)).toBeUndefined();
    expect(chosenLocale("")).toBeUndefined();
    expect(chosenLocale(`x${localeCookieName}=${formLocales[0]}`)).toBeUndefined();
  });
});

describe("the locale dates and numbers are written in", () => {
  it("is the browser's own when it speaks the page's language", () => {
    expect(formatLocale("en", "en-GB")).toBe("en-GB");
    expect(formatLocale("es", "es-MX")).toBe("es-MX");
  });

  it("is the page's language when the browser speaks another", () => {
    expect(formatLocale("es", "en-US")).toBe("es");
    expect(formatLocale("en", "th-TH")).toBe("en");
  });
});
