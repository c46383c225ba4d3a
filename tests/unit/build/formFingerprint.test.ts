/**
 * `npm start` builds the web app again when dist/ holds no build of the form folder as it is now
 * (issue 39): the build's record names the folder and a hash of its files, so an edit in place
 * counts as another folder does, and what schema:build writes into the folder does not.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { builtOf, writeFormMark } from "../../../scripts/build/formFingerprint.ts";
import { formDir } from "../../../scripts/formDir.ts";

describe("the record of the form folder a build was made of", () => {
  let dir: string;
  let folder: string;
  let mark: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "form-mark-"));
    folder = join(dir, "form");
    mark = join(dir, ".dist-form");
    cpSync(formDir(), folder, { recursive: true, filter: (path) => !path.includes(`${join(formDir(), "generated")}`) });
    writeFormMark(folder, mark);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("holds for the folder as it was built", () => {
    expect(builtOf(folder, mark)).toBe(true);
  });

  it("no longer holds once a file of the folder is edited in place", () => {
    const partner = join(folder, "partner.json");
    writeFileSync(partner, readFileSync(partner, "utf8").replace(/"formVersion":\s*"([^"]*)"/, '"formVersion": "$1-edited"'));
    expect(builtOf(folder, mark)).toBe(false);
  });

  it("no longer holds once a file is added to the folder", () => {
    writeFileSync(join(folder, "pages-note.txt"), "a new file");
    expect(builtOf(folder, mark)).toBe(false);
  });

  it("still holds when schema:build writes its generated modules into the folder", () => {
    cpSync(join(formDir(), "generated"), join(folder, "generated"), { recursive: true });
    expect(builtOf(folder, mark)).toBe(true);
  });

  it("does not hold for another folder, or with no record", () => {
    expect(builtOf(formDir(), mark)).toBe(false);
    expect(builtOf(folder, join(dir, "none"))).toBe(false);
  });
});
