/**
 * The embedded storage keeps one folder per student and question and removes it when its last
 * file goes. A removal of the folder's last file (the worker dropping an upload it converted)
 * can run between a new upload's making of that folder and its writing into it, or inside the
 * making itself: the new upload must still land. The tests put the removal exactly there, through
 * the file system calls.
 */
import { mkdtempSync } from "node:fs";
import * as fs from "node:fs/promises";
import type * as FsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

// Every writeFile and mkdir of the module goes through here, so a test can act just before a
// write, or inside the making of a folder.
const beforeWrite = vi.hoisted(() => ({ run: null as null | (() => Promise<void>) }));
const insideMkdir = vi.hoisted(() => ({ run: null as null | (() => Promise<void>) }));
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
    mkdir: async (...args: Parameters<typeof real.mkdir>) => {
      const run = insideMkdir.run;
      insideMkdir.run = null;
      if (run) {
        // What Node's recursive mkdir does with a folder that is there: its mkdir fails (EEXIST)
        // and it stats the path to see that it is a folder. A removal between the two makes the
        // stat, and so the whole mkdir, fail with ENOENT; here the removal comes exactly there.
        await real.mkdir(...args);
        await run();
        await real.stat(args[0]);
      }
      return real.mkdir(...args);
    },
  };
});

const { EmbeddedStorage } = await import("../../../server/storage/embedded.ts");
const { systemClock } = await import("../../../server/clock.ts");

const root = mkdtempSync(join(tmpdir(), "embedded-folders-"));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe("the embedded storage's folders", () => {
  it.each([
    { when: "after it was made", hook: beforeWrite },
    { when: "while it was being made", hook: insideMkdir },
  ])("writes a new upload whose folder the removal of the previous one took away $when", async ({ when, hook }) => {
    const storage = new EmbeddedStorage(root, ["s".repeat(32)], systemClock);
    // A student and question of their own per case, so that neither case finds the other's folder.
    const folder = `uploads/account-${when.replace(/\W/g, "-")}/college_transcript_upload`;
    const earlier = `${folder}/earlier`;
    const later = `${folder}/later`;
    await storage.write(earlier, new Uint8Array([1]));
    // The earlier file's removal, with its now empty folder, comes at that point of the later write.
    hook.run = () => storage.remove([earlier]);
    await storage.write(later, new Uint8Array([2, 3]));
    expect(hook.run).toBeNull();
    expect(await storage.read(earlier)).toBeNull();
    expect(await storage.read(later)).toEqual(new Uint8Array([2, 3]));
  });
});
