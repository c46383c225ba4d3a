/** The upload form's body reader: what a browser sends is read part by part; anything malformed is refused, never half-read. */
import { describe, expect, it } from "vitest";
import { boundaryOf, parseMultipart } from "../../../server/storage/multipart.ts";
import { formData } from "./uploadFlow.ts";

const encode = async (form: FormData): Promise<{ body: Buffer; boundary: string }> => {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), boundary: boundaryOf(request.headers.get("content-type")!)! };
};
const crlf = (lines: string[]): Buffer => Buffer.from(lines.join("\r\n"));

describe("boundaryOf", () => {
  it.each([
    ["multipart/form-data; boundary=----WebKitFormBoundaryx7", "----WebKitFormBoundaryx7"],
    ['multipart/form-data; charset=utf-8; boundary="a b c"', "a b c"],
    ["Multipart/Form-Data;boundary=xyz", "xyz"],
    ["application/json", null],
    ["multipart/mixed; boundary=xyz", null],
    ["multipart/form-data", null],
    [undefined, null],
  ])("reads %s as %s", (contentType, boundary) => {
    expect(boundaryOf(contentType)).toBe(boundary);
  });
});

describe("parseMultipart", () => {
  it("reads the fields and the file of a form the platform encodes, bytes unchanged", async () => {
    const bytes = Uint8Array.from({ length: 600 }, (_, i) => (i * 7) % 256);
    const { body, boundary } = await encode(formData({ key: "uploads/a/b/c", policy: "e30=", "x-note": "é ü" }, { name: "relevé \"1\".pdf", bytes }));
    const parts = parseMultipart(body, boundary)!;
    expect(parts.map((p) => ({ name: p.name, filename: p.filename }))).toEqual([
      { name: "key", filename: undefined },
      { name: "policy", filename: undefined },
      { name: "x-note", filename: undefined },
      { name: "file", filename: 'relevé %221%22.pdf' },
    ]);
    expect(parts[2]!.data.toString("utf8")).toBe("é ü");
    expect(new Uint8Array(parts[3]!.data)).toEqual(bytes);
  });

  it("keeps a file that holds the boundary's text without its line break", async () => {
    const { body, boundary } = await encode(formData({}, { name: "a.pdf", bytes: new TextEncoder().encode("x--boundary--y") }));
    expect(parseMultipart(body, boundary)![0]!.data.toString()).toBe("x--boundary--y");
  });

  it.each([
    { case: "no delimiter at all", body: Buffer.from("just text") },
    { case: "no closing delimiter", body: crlf(["--b", 'Content-Disposition: form-data; name="key"', "", "value"]) },
    { case: "a part without a name", body: crlf(["--b", "Content-Disposition: form-data", "", "value", "--b--"]) },
    { case: "a part that is not form-data", body: crlf(["--b", 'Content-Disposition: attachment; name="key"', "", "value", "--b--"]) },
    { case: "a part without headers' end", body: crlf(["--b", 'Content-Disposition: form-data; name="key"']) },
    { case: "more than 32 parts", body: crlf([...Array.from({ length: 33 }, (_, i) => [`--b`, `Content-Disposition: form-data; name="f${i}"`, "", "v"]).flat(), "--b--"]) },
  ])("refuses a body with $case", ({ body }) => {
    expect(parseMultipart(body, "b")).toBeNull();
  });
});
