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
      expect(values("provincesCa")).toEqual(expect.arrayContaining(["ON", "QC", "YT"]));
      expect(values("provincesCa")).toHaveLength(13);
    });

    it("has the twelve months with English names", () => {
      expect(form.lists.get("months")?.map((o) => o.label)).toEqual([
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
      ]);
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
