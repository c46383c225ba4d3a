import { describe, expect, it } from "vitest";
import { type BannerInput, bannerFor, webStatusFromProfile } from "../../../engine/index.ts";
import banners from "../../fixtures/banners.json" with { type: "json" };
import statuses from "../../fixtures/web-status.json" with { type: "json" };

describe("webStatusFromProfile", () => {
  it.each(statuses)("$description", ({ entries, expected }) => {
    expect(webStatusFromProfile(entries)).toBe(expected);
  });
});

describe("bannerFor", () => {
  it.each(banners as { description: string; input: BannerInput; expected: string | null }[])("$description", ({ input, expected }) => {
    expect(bannerFor(input)).toBe(expected);
  });
});
