/**
 * The embedded storage: each object a file under one folder (DATA_DIR/objects), uploaded by the
 * browser to the app's own POST /storage/upload with a signed policy (policy.ts). For one
 * machine; several app machines share objects through S3 instead.
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, readdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import type { Clock } from "../clock.ts";
import { ownerOnlyFileMode, ownerOnlyFolderMode } from "../ownerOnly.ts";
import { isObjectKey } from "./keys.ts";
import { signPolicy } from "./policy.ts";
import type { ListedObject, PresignOptions, PresignedPost, Storage } from "./types.ts";

/** Where the browser posts an embedded upload: the app's own origin, whatever host name it was reached by. */
export const uploadPath = "/storage/upload";

/** How often a write makes its folder again after a removal took it away in between. */
const folderAttempts = 5;

export class EmbeddedStorage implements Storage {
  readonly kind = "embedded";
  readonly uploadOrigin = null;
  readonly root: string;
  /** Signs upload policies: the first signs, every one is accepted (the app's acceptedSecrets). */
  readonly secrets: readonly [string, ...string[]];
  private readonly clock: Clock;

  constructor(root: string, secrets: readonly [string, ...string[]], clock: Clock) {
    this.root = root;
    this.secrets = secrets;
    this.clock = clock;
  }

  private path(key: string): string {
    if (!isObjectKey(key)) throw new Error(`"${key}" is not an object key`);
    return join(this.root, ...key.split("/"));
  }

  async presignPost(key: string, { maxBytes, expiresInSeconds }: PresignOptions): Promise<PresignedPost> {
    this.path(key);
    const expiresAt = new Date(this.clock.now().getTime() + expiresInSeconds * 1000);
    return { url: uploadPath, fields: signPolicy(this.secrets[0], key, maxBytes, expiresAt) };
  }

  async read(key: string, limit?: number): Promise<Uint8Array | null> {
    try {
      if (limit === undefined) return new Uint8Array(await readFile(this.path(key)));
      const file = await open(this.path(key));
      try {
        const buffer = new Uint8Array(limit);
        const { bytesRead } = await file.read(buffer, 0, limit, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  /**
   * Written beside its place and renamed into it, so a reader never sees half an object. The
   * removal of a folder's last file takes the folder too, and may come between the making of the
   * folder and the writing, or inside the making (the worker dropping a converted upload as the
   * student uploads the next one; Node's recursive mkdir fails with ENOENT when the folder it found
   * there goes before it has checked it is a folder): the folder is made again. Once the partial
   * file is in it, no removal takes it.
   */
  async write(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.path(key);
    const partial = `${path}.${randomBytes(6).toString("hex")}.partial`;
    for (let attempt = 1; ; attempt++) {
      try {
        await mkdir(dirname(path), { recursive: true, mode: ownerOnlyFolderMode });
        await writeFile(partial, bytes, { mode: ownerOnlyFileMode });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT" && attempt < folderAttempts) continue;
        await rm(partial, { force: true });
        throw error;
      }
    }
    try {
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  /** Removes the files, and the folders they leave empty (one per student and question). */
  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const path = this.path(key);
      await rm(path, { force: true });
      for (let dir = dirname(path); dir.startsWith(`${this.root}/`); dir = dirname(dir)) {
        const removed = await rmdir(dir).then(
          () => true,
          () => false,
        );
        if (!removed) break;
      }
    }
  }

  /** Files under the prefix's folder, half-written ones included (an orphan sweep should see those too). */
  async *list(prefix: string): AsyncIterable<ListedObject[]> {
    const folder = join(this.root, ...prefix.split("/").filter(Boolean));
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    let page: ListedObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(this.root, path).split(sep).join("/");
      // Removed since the folder was read: not an object any more.
      const info = await stat(path).catch(() => null);
      if (info) page.push({ key, modifiedAt: info.mtime, size: info.size });
      if (page.length === 1000) {
        yield page;
        page = [];
      }
    }
    if (page.length) yield page;
  }

  async close(): Promise<void> {}
}
