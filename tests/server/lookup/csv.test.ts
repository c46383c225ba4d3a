import { describe, expect, it } from "vitest";
import { CsvError, parseCsv, parseCsvTable } from "../../../server/lookup/csv.ts";

describe("parseCsv", () => {
  it.each([
    { description: "splits plain fields and records", text: "a,b\nc,d\n", fields: [["a", "b"], ["c", "d"]] },
    { description: "reads a last record without a line break", text: "a,b\nc,d", fields: [["a", "b"], ["c", "d"]] },
    { description: "accepts CRLF line breaks", text: "a,b\r\nc,d\r\n", fields: [["a", "b"], ["c", "d"]] },
    { description: "keeps commas inside quotes", text: 'x,"Suite 205, Floor 2",y', fields: [["x", "Suite 205, Floor 2", "y"]] },
    { description: "reads doubled quotes as one", text: '"say ""hi""",z', fields: [['say "hi"', "z"]] },
    { description: "keeps line breaks inside quotes", text: '"one\ntwo",3\n4,5', fields: [["one\ntwo", "3"], ["4", "5"]] },
    { description: "keeps empty fields, quoted or not", text: ',"",x\n', fields: [["", "", "x"]] },
    { description: "ignores a byte-order mark", text: "\uFEFFid,name\n1,A", fields: [["id", "name"], ["1", "A"]] },
    { description: "keeps leading zeros and spaces as text", text: "00501, Holtsville ", fields: [["00501", " Holtsville "]] },
    { description: "reads nothing from an empty file", text: "", fields: [] },
  ])("$description", ({ text, fields }) => {
    expect(parseCsv(text).map((r) => r.fields)).toEqual(fields);
  });

  it("numbers records by the line they start on, counting line breaks inside quotes", () => {
    expect(parseCsv('a\n"b\nc"\nd').map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it.each([
    { description: "a quoted field that never closes", text: 'a,"open\nb,c', error: 'line 1: a quoted field is never closed' },
    { description: "text after a closing quote", text: 'a\n"b"c,d', error: "line 2: text after the closing quote of a field" },
    { description: "a quote inside an unquoted field", text: 'a,b"c', error: "line 1: a quote inside an unquoted field" },
  ])("refuses $description, naming the line", ({ text, error }) => {
    expect(() => parseCsv(text)).toThrow(new CsvError(error));
  });
});

describe("parseCsvTable", () => {
  it("keys each row by the header and skips blank lines", () => {
    expect(parseCsvTable("zip,city\n49931,Houghton\n\n14744,Houghton\n", ["zip"])).toEqual([
      { line: 2, values: { zip: "49931", city: "Houghton" } },
      { line: 4, values: { zip: "14744", city: "Houghton" } },
    ]);
  });

  it.each([
    { description: "an empty file", text: "", error: "the file is empty: a header row is expected" },
    { description: "a header without a required column", text: "zip,town\n1,2", error: "the header lacks the column city" },
    { description: "a header without several required columns", text: "name\nx", error: "the header lacks the columns zip, city" },
    { description: "a row with too few fields", text: "zip,city\n49931", error: "line 2: 1 fields where the header has 2" },
  ])("refuses $description", ({ text, error }) => {
    expect(() => parseCsvTable(text, ["zip", "city"])).toThrow(new CsvError(error));
  });
});
