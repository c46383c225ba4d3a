import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvRecords } from "./csv.ts";

describe("parseCsv", () => {
  it.each([
    { description: "splits plain fields on commas", text: "a,b,c\n", rows: [["a", "b", "c"]] },
    { description: "keeps commas inside quoted fields", text: 'x,"enc-XI-R6,V5,O=master.pdf",y\n', rows: [["x", "enc-XI-R6,V5,O=master.pdf", "y"]] },
    { description: "reads doubled quotes as one quote", text: '"say ""hi""",z\n', rows: [['say "hi"', "z"]] },
    { description: "keeps line breaks inside quoted fields", text: '"two\nlines",3\r\nnext,4', rows: [["two\nlines", "3"], ["next", "4"]] },
    { description: "keeps empty fields", text: "a,,c\n", rows: [["a", "", "c"]] },
  ])("$description", ({ text, rows }) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it("refuses a file that ends inside a quoted field", () => {
    expect(() => parseCsv('"open')).toThrow(/quoted/);
  });

  it("maps records by the header and refuses a record with the wrong number of fields", () => {
    expect(parseCsvRecords("file,pages\nx.pdf,3\n")).toEqual([{ file: "x.pdf", pages: "3" }]);
    expect(() => parseCsvRecords("file,pages\nx.pdf\n")).toThrow(/1 fields/);
  });
});
