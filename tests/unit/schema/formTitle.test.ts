/**
 * The built index.html's title is the form folder's applicationTitle, its icon the form's logo and
 * its language the form's default locale, whatever index.html holds.
 */
import { afterAll, describe, expect, it } from "vitest";
import { formIcon, formTitle, formTitlePlugin } from "../../../scripts/build/formTitle.ts";
import { defaultLocale, partnerSettings } from "../../../schema/partner.ts";
import { brokenCopy, cleanUp } from "./brokenCopy.ts";

afterAll(cleanUp);

describe("the page title of index.html", () => {
  it("is the partner settings' applicationTitle", () => {
    expect(formTitle()).toBe(partnerSettings.applicationTitle);
    const { handler } = formTitlePlugin().transformIndexHtml as { handler: (html: string) => string };
    expect(handler("<head><title>Anything</title></head>")).toBe(`<head><title>${partnerSettings.applicationTitle}</title></head>`);
  });

  it("names the form's logo as the tab's icon", () => {
    expect(formIcon()).toBe("schema/logo.svg");
  });

  it("is in the form's default locale", async () => {
    const { handler } = formTitlePlugin().transformIndexHtml as { handler: (html: string) => string };
    expect(handler('<html lang="xx">')).toBe(`<html lang="${defaultLocale}">`);
    const dir = await brokenCopy([{ file: "partner.json", op: "add", pointer: "/locales", value: ["es", "en"] }]);
    process.env.FORM_DIR = dir;
    try {
      expect(handler('<html lang="en">')).toBe('<html lang="es">');
    } finally {
      delete process.env.FORM_DIR;
    }
  });

  it("follows the form folder, escaped", async () => {
    const dir = await brokenCopy([{ file: "partner.json", op: "replace", pointer: "/applicationTitle", value: "Scholarships & <Grants>" }]);
    expect(formTitle(dir)).toBe("Scholarships & <Grants>");
    const { handler } = formTitlePlugin().transformIndexHtml as { handler: (html: string) => string };
    process.env.FORM_DIR = dir;
    try {
      expect(handler("<title>x</title>")).toBe("<title>Scholarships &amp; &lt;Grants&gt;</title>");
      expect(handler('<link rel="icon" href="/logo" />')).toBe(`<link rel="icon" href="${formIcon(dir)}" />`);
    } finally {
      delete process.env.FORM_DIR;
    }
  });
});
