/**
 * The fingerprint of an application PDF: a hash of everything it is made from. Any change to the
 * answers, repeat counts, tabs or documents (a replaced document has a new PDF key), or a new
 * build of the web app's print view, gives a new fingerprint, and so a new PDF.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { BuildSource } from "./store.ts";

/** JSON with every object's keys sorted: the same data hashes the same whichever driver read it. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export function fingerprintOf(layout: string, source: BuildSource): string {
  return createHash("sha256").update(canonical({ layout, ...source })).digest("base64url");
}

/**
 * Which build of the web app prints the PDF: the hash of its index.html, which names every
 * hashed asset, so a deployment that changes the print view changes it. "none" without a build.
 */
export async function printLayoutOf(staticDir: string): Promise<string> {
  const index = await readFile(join(staticDir, "index.html")).catch(() => null);
  return index ? createHash("sha256").update(index).digest("base64url").slice(0, 16) : "none";
}
