/**
 * The embedded storage keeps one folder per student and question and removes it when its last
 * file goes. A removal of the folder's last file (the worker dropping an upload it converted)
 * can run between a new upload's making of that folder and its writing into it: the new upload
 * must still land. The test puts the removal exactly there, through the file system calls.
 */
import { mkdtempSync } from "node:fs";
import * as fs from "node:fs/promises";
import type * as FsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

// Every writeFile of the module goes through here, so the test can act just before one.
const beforeWrite = vi.hoisted(() => ({ run: null as null | (() => Promise<void>) }));
vi.mock("node:fs/promises", async (original) => {
  const real = await original<typeof FsPromises>();
  return {
    ...real,
    writeFile: async (...args: Parameters<typeof real.writeFile>) => {
      const run = beforeWrite.run;
      beforeWrite.run = null;
      if (run) await run();
      return real.writeFile(...args);
    },
  };
});

const { EmbeddedStorage } = await import("../../../server/storage/embedded.ts");
const { systemClock } = await import("../../../server/clock.ts");

const root = mkdtempSync(join(tmpdir(), "embedded-folders-"));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe("the embedded storage's folders", () => {
  it("writes a new upload whose folder the removal of the previous one took away after it was made", async () => {
    const storage = new EmbeddedStorage(root, ["s".repeat(32)], systemClock);
    const earlier = "uploads/account-1/college_transcript_upload/earlier";
    const later = "uploads/account-1/college_transcript_upload/later";
    await storage.write(earlier, new Uint8Array([1]));
    // The folder exists when the later upload makes sure of it; the earlier file's removal, with
    // its now empty folder, comes before the later file is written.
    beforeWrite.run = () => storage.remove([earlier]);
    await storage.write(later, new Uint8Array([2, 3]));
    expect(beforeWrite.run).toBeNull();
    expect(await storage.read(earlier)).toBeNull();
    expect(await storage.read(later)).toEqual(new Uint8Array([2, 3]));
  });
});
