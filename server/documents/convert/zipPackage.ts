/**
 * Looks inside a Word package (a ZIP, ECMA-376 part 2) without unpacking all of it: fflate reads
 * the central directory first (the filter sees every entry's declared sizes and inflates none),
 * and only small XML parts are inflated afterwards, into buffers of their declared size.
 */
import { strFromU8, unzipSync } from "fflate";
import type { RejectionCode } from "./messages.ts";

export interface PackageEntry {
  name: string;
  /** Bytes stored in the ZIP. */
  size: number;
  /** Bytes once inflated, as the ZIP declares it. */
  originalSize: number;
}

/**
 * Limits on what a Word document may hold. Real documents in the test corpus have at most 31 parts
 * and unpack to at most 15 MB (the 180-page contract) at a ratio of 32; a ZIP bomb is far past these.
 */
export const packageLimits = {
  maxEntries: 5000,
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
};

class TooManyEntries extends Error {}

/**
 * A package's parts as its directory lists them; "damaged" when the ZIP cannot be read (truncated,
 * no end record) and "too-many" past the entry limit, which also stops a forged entry count (a
 * ZIP64 directory can claim four billion entries) from keeping the loop going.
 */
export function listPackage(bytes: Uint8Array): PackageEntry[] | "damaged" | "too-many" {
  const entries: PackageEntry[] = [];
  try {
    unzipSync(bytes, {
      filter: ({ name, size, originalSize }) => {
        if (entries.length >= packageLimits.maxEntries) throw new TooManyEntries();
        entries.push({ name, size, originalSize });
        return false;
      },
    });
  } catch (error) {
    return error instanceof TooManyEntries ? "too-many" : "damaged";
  }
  return entries;
}

/** Inflates the named parts, each no larger than its declared size. Throws on a damaged entry. */
export function readParts(bytes: Uint8Array, wanted: (entry: PackageEntry) => boolean): Map<string, Uint8Array> {
  const parts = unzipSync(bytes, { filter: wanted });
  return new Map(Object.entries(parts));
}

// [Content_Types].xml is a few kilobytes; a larger one is not something Word wrote.
const contentTypesLimit = 1024 * 1024;
const wordMain = /^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.(document|template)\.main\+xml$/;
const macroMain = /^application\/vnd\.ms-word\.(document\.macroEnabled|template\.macroEnabledTemplate)\.main\+xml$/;

/** What a ZIP is, judged by its content types: a Word document, a macro-enabled one, or something else. */
export function packageKind(bytes: Uint8Array): "docx" | "docm" | "other-zip" | "damaged-zip" {
  const entries = listPackage(bytes);
  if (entries === "damaged") return "damaged-zip";
  if (entries === "too-many") return "other-zip";
  const names = new Set(entries.map((e) => e.name.toLowerCase()));
  if (entries.some((e) => /(^|\/)vbaproject\.bin$/i.test(e.name))) return "docm";
  const typesEntry = entries.find((e) => e.name === "[Content_Types].xml");
  if (!typesEntry || typesEntry.originalSize > contentTypesLimit) return "other-zip";
  let types: string;
  try {
    const part = readParts(bytes, (e) => e.name === "[Content_Types].xml").get("[Content_Types].xml");
    types = part ? strFromU8(part) : "";
  } catch {
    return "damaged-zip";
  }
  let kind: "docx" | "docm" | "other-zip" = "other-zip";
  for (const [, attributes] of types.matchAll(/<Override\b([^>]*)>/g)) {
    const partName = /\bPartName\s*=\s*"([^"]*)"/.exec(attributes ?? "")?.[1];
    const contentType = /\bContentType\s*=\s*"([^"]*)"/.exec(attributes ?? "")?.[1] ?? "";
    // OPC part names start with "/" and compare without regard to case (ECMA-376 part 2, 9.1.1).
    const present = partName !== undefined && names.has(partName.replace(/^\//, "").toLowerCase());
    if (!present) continue;
    if (macroMain.test(contentType)) return "docm";
    if (wordMain.test(contentType)) kind = "docx";
  }
  return kind;
}

// XML parts may be UTF-8 or UTF-16 in either byte order (ECMA-376 part 2, 8.1.4).
const doctypes = [Buffer.from("<!DOCTYPE", "utf8"), Buffer.from("<!DOCTYPE", "utf16le"), Buffer.from("<!DOCTYPE", "utf16le").swap16()];

/**
 * Why a Word package must not reach LibreOffice, or null: too many parts, a ZIP bomb, or an XML
 * part with a document type declaration (ECMA-376 forbids DTDs; one is how an XML external entity
 * would make the converter read files or fetch URLs).
 */
export function packageProblem(bytes: Uint8Array): RejectionCode | null {
  const entries = listPackage(bytes);
  if (entries === "damaged") return "damagedWord";
  if (entries === "too-many") return "wordTooLarge";
  const unpacked = entries.reduce((sum, e) => sum + e.originalSize, 0);
  if (unpacked > packageLimits.maxUnpackedBytes || unpacked > packageLimits.maxRatio * bytes.length) return "wordTooLarge";
  let xmlParts: Map<string, Uint8Array>;
  try {
    xmlParts = readParts(bytes, (e) => /\.(xml|rels)$/i.test(e.name));
  } catch {
    return "damagedWord";
  }
  for (const part of xmlParts.values()) {
    const text = Buffer.from(part.buffer, part.byteOffset, part.byteLength);
    if (doctypes.some((needle) => text.includes(needle))) return "unsafeWord";
  }
  return null;
}
