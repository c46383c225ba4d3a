import { describe, expect, it } from "vitest";
import { type Page, compileForm } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import { refuseHiddenDocuments } from "../../../server/documents/questions.ts";

describe("document questions and conditions", () => {
  it("accepts the application's form, whose documents stand in tabs", () => {
    expect(() => refuseHiddenDocuments(compileForm(application))).not.toThrow();
  });

  it("refuses a form where a condition could hide a document question, naming it", () => {
    const page: Page = {
      id: "proof",
      title: "Proof",
      step: 1,
      children: [
        {
          kind: "conditional",
          when: { valueKey: "felony", operator: "equals", target: "Y" },
          children: [{ kind: "fileUpload", key: "court_record_upload", label: "Court record" }],
        },
      ],
    };
    expect(() => refuseHiddenDocuments(compileForm({ ...application, pages: [page] }))).toThrow(/court_record_upload \(page proof\)/);
  });

  it("refuses a document question in a repeat group inside a group of conditionalGroups, naming the first entry's key", () => {
    const page: Page = {
      id: "proof",
      title: "Proof",
      step: 1,
      children: [
        {
          kind: "conditionalGroups",
          groups: [
            { when: { valueKey: "felony", operator: "equals", target: "N" }, children: [] },
            {
              when: { valueKey: "felony", operator: "equals", target: "Y" },
              children: [
                {
                  kind: "repeat",
                  id: "court",
                  max: 2,
                  itemLabel: "Court {n}",
                  addLabel: "Add another court",
                  children: [{ kind: "section", id: "record", title: "Record", children: [{ kind: "fileUpload", key: "record_upload", label: "Court record" }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(() => refuseHiddenDocuments(compileForm({ ...application, pages: [page] }))).toThrow(/court_record_upload \(page proof\)/);
  });
});
