import { describe, expect, it } from "vitest";
import { compileForm, optionsFor, yearOptions } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import { miniForm } from "./miniForm.ts";

describe("option lists", () => {
  it("moves values to the front and leaves others out, in that order", () => {
    expect(miniForm.lists.get("lettersAFirst")?.map((o) => o.value)).toEqual(["a", "b", "c"]);
    expect(miniForm.lists.get("lettersNoC")?.map((o) => o.value)).toEqual(["b", "a"]);
    expect(miniForm.lists.get("joined")?.map((o) => o.value)).toEqual(["b", "Y", "N", "a"]);
  });

  it("names a missing list instead of offering nothing", () => {
    expect(() => optionsFor("nope", miniForm.lists, 2026)).toThrow(/"nope" does not exist/);
  });

  describe("the real application's lists", () => {
    const form = compileForm(application);
    const values = (id: string): string[] => form.lists.get(id)?.map((o) => o.value) ?? [];

    it("puts the United States first in the address country list", () => {
      expect(values("countriesUsFirst")[0]).toBe("USA");
      expect(values("countriesUsFirst").filter((v) => v === "USA")).toHaveLength(1);
      expect(values("countriesUsFirst")).toHaveLength(values("countries").length);
    });

    it("has a country list without the United States", () => {
      expect(values("countriesExceptUs")).not.toContain("USA");
      expect(values("countriesExceptUs")).toHaveLength(values("countries").length - 1);
    });

    it("has states, territories, armed forces areas and Canadian provinces", () => {
      expect(values("statesUs")).toEqual(expect.arrayContaining(["MI", "DC", "PR", "GU", "AA", "AE", "AP"]));
      expect(values("provincesCa")).toEqual(expect.arrayContaining(["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"]));
    });

    it("has the twelve months in calendar order, valued 1 to 12, each with its own label", () => {
      const months = form.lists.get("months") ?? [];
      expect(months.map((o) => o.value)).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
      expect(new Set(months.map((o) => o.label)).size).toBe(12);
    });
  });
});

describe("yearOptions", () => {
  it("counts down from the current year for the past", () => {
    expect(yearOptions({ count: 3, direction: "past" }, 2026).map((o) => o.value)).toEqual(["2026", "2025", "2024"]);
  });
  it("counts up for the future, from an offset", () => {
    expect(yearOptions({ count: 2, direction: "future", offset: 1 }, 2026).map((o) => o.value)).toEqual(["2027", "2028"]);
  });
  it("starts at a fixed year when given", () => {
    expect(yearOptions({ start: 2000, count: 2, direction: "past" }, 2026).map((o) => o.label)).toEqual(["2000", "1999"]);
  });
});
