/**
 * What a build of dist/ was made from, so that `npm start` serves the web app of the very form it
 * validates (issue 39): the form folder and a hash of every file in it, path and content, so that a
 * folder edited in place is built again, as one named anew is. What schema:build writes into the
 * folder (generated/) is left out: it follows from the rest. The record stands outside dist/
 * (schema/generated/), where the server never serves it.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { formDir, projectRoot } from "../formDir.ts";

export const distFormMark = join(projectRoot, "schema", "generated", ".dist-form");

/** Written by schema:build, not by the author. */
const derived = new Set(["generated", "node_modules"]);

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && derived.has(entry.name)))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => (entry.isDirectory() ? filesOf(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : []));
}

export interface FormMark {
  folder: string;
  fingerprint: string;
}

/** The folder `dir` as a build records it. */
export function formMark(dir = formDir()): FormMark {
  const hash = createHash("sha256");
  for (const file of filesOf(dir)) hash.update(relative(dir, file)).update("\0").update(readFileSync(file)).update("\0");
  return { folder: dir, fingerprint: hash.digest("hex") };
}

export function writeFormMark(dir = formDir(), path = distFormMark): void {
  writeFileSync(path, JSON.stringify(formMark(dir)));
}

/** The folder the build in dist/ was made of, or undefined when no build recorded one. */
export function builtMark(path = distFormMark): FormMark | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, "utf8")) as FormMark;
  } catch {
    return undefined;
  }
}

/** Whether dist/ holds the build of `dir` as it is now. */
export const builtOf = (dir = formDir(), path = distFormMark): boolean => {
  const built = builtMark(path);
  return built !== undefined && built.folder === dir && built.fingerprint === formMark(dir).fingerprint;
};
