/**
 * The e2e project's global setup: builds the web app once per run into a directory named by a hash
 * of everything the build reads, so an unchanged app is not built again and a run never serves a
 * stale one. It goes to the temporary directory, not dist/: runs started together (or `npm start`)
 * never write over each other's build.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, readdir, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { formDir } from "../../../scripts/formDir.ts";

const root = join(import.meta.dirname, "../../..");
/** What the build reads: the app and all it imports (the form folder, FORM_DIR, too), its static files and the build settings. */
const inputs = ["app", "renderer", "engine", "schema", formDir(root), "public", "scripts/build", "index.html", "vite.config.ts", "package-lock.json"];

declare module "vitest" {
  export interface ProvidedContext {
    /** The directory of the built web app, for the server's staticDir. */
    appDir: string;
  }
}

async function files(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => null);
  if (!info) return [];
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path);
  return (await Promise.all(entries.sort().map((entry) => files(join(path, entry))))).flat();
}

async function sourceHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of await files(resolve(root, input))) hash.update(relative(root, file)).update(await readFile(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Builds of other sources are of no more use; an hour old, no run is reading one. */
async function removeOldBuilds(keep: string): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith("transfer-app-e2e-") || path === keep) continue;
    const made = await stat(path).catch(() => null);
    if (made && Date.now() - made.mtimeMs > 60 * 60 * 1000) await rm(path, { recursive: true, force: true });
  }
}

/** The directory of a build of the current sources, built now unless one already is. */
export async function builtApp(): Promise<string> {
  const dir = join(tmpdir(), `transfer-app-e2e-${await sourceHash()}`);
  if (!(await stat(join(dir, "index.html")).catch(() => null))) {
    const building = await mkdtemp(`${dir}-building-`);
    const vite = join(root, "node_modules", "vite", "bin", "vite.js");
    const run = spawnSync(process.execPath, [vite, "build", "--outDir", building, "--emptyOutDir", "--logLevel", "warn"], {
      cwd: root,
      encoding: "utf8",
      // Vitest sets NODE_ENV=test, which would build React's development version.
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (run.status !== 0) throw new Error(`the web app did not build:\n${run.stdout}\n${run.stderr}`);
    // Another run may have finished the same build first: then its copy stands.
    await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
  }
  await removeOldBuilds(dir);
  return dir;
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide("appDir", await builtApp());
}
