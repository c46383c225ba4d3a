import { describe, expect, it } from "vitest";
import { compileForm, messages, summarize, summaryByPage, validateAnswers } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import { miniForm } from "./miniForm.ts";
import { pathOf } from "../../support/formPaths.ts";

describe("summarize", () => {
  it("links each failing key to /{page}#{key} in page order", () => {
    const items = summarize(miniForm, { later_key: ["Later"], kind: ["Kind"] });
    expect(items.map((i) => i.href)).toEqual(["/one#kind", "/two#later_key"]);
  });

  it("combines a month and its year into one line linked to the month", () => {
    const items = summarize(miniForm, { grad_year: ["Graduation Date"], grad_month: ["Graduation Date", "Month"] });
    expect(items).toEqual([{ key: "grad_month", page: "one", href: "/one#grad_month", messages: ["Graduation Date", "Month"], tone: "error" }]);
  });

  it("gives a stop alert the warning style", () => {
    expect(summarize(miniForm, { stop_msg: ["Stop."] })[0]?.tone).toBe("warning");
  });

  it("points a companion's error at the question it describes", () => {
    expect(summarize(miniForm, { kind_desc: ["Kind"] })[0]?.href).toBe("/one#kind");
  });

  it("has the spec's heading and text", () => {
    expect(messages.summaryHeading).toBe("We're missing some information!");
    expect(messages.summaryText).toBe(
      "The links below show what needs to be completed. Missing items will be highlighted on each page; simply fix them and then resubmit your application.",
    );
  });

  it("on the real application, an empty one links the app-type question, first name and college, a college's start in one line", () => {
    const form = compileForm(application);
    const errors = validateAnswers(form, {}, { today: "2026-11-21" });
    const items = summarize(form, errors);
    expect(items[0]?.href).toBe(`${pathOf("student_app_type")}#student_app_type`);
    expect(items.map((i) => i.href)).toEqual(expect.arrayContaining([`${pathOf("first_name")}#first_name`, `${pathOf("college_name")}#college_name`, `${pathOf("grant_counselor_agree")}#grant_counselor_agree`]));
    expect(items.find((i) => i.key === "college_from_year")).toBeUndefined();
    const start = [...new Set([...(errors.college_from_month ?? []), ...(errors.college_from_year ?? [])])];
    expect(start).not.toEqual([]);
    expect(items.find((i) => i.key === "college_from_month")?.messages).toEqual(start);
  });

  it("on the real application, the first-year STOP message links with the warning style", () => {
    const form = compileForm(application);
    const items = summarize(form, validateAnswers(form, { student_app_type: "1" }, { today: "2026-11-21" }));
    expect(items.find((i) => i.key === "student_app_type_error_msg")).toMatchObject({ href: `${pathOf("student_app_type_error_msg")}#student_app_type_error_msg`, tone: "warning" });
  });
});

describe("summaryByPage", () => {
  it("groups the items under their page's title, in step order, leaving out pages with none", () => {
    const groups = summaryByPage(miniForm, summarize(miniForm, { later_key: ["Later"], kind: ["Kind"] }));
    const titles = new Map(miniForm.pages.map((p) => [p.id, p.title]));
    expect(groups.map((g) => [g.page, g.title, g.items.map((i) => i.href)])).toEqual([
      ["one", titles.get("one"), ["/one#kind"]],
      ["two", titles.get("two"), ["/two#later_key"]],
    ]);
    expect(summaryByPage(miniForm, summarize(miniForm, { later_key: ["Later"] })).map((g) => g.page)).toEqual(["two"]);
  });
});
