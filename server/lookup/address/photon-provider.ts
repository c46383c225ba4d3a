import { cityState, regionCodes } from "../places.ts";
import type { AddressProvider, LookupItem, LookupRecord } from "../types.ts";
import countryCodes from "./country-codes.json" with { type: "json" };

/**
 * A self-hosted Photon geocoder (https://github.com/komoot/photon): GET {url}/api?q=&limit=
 * answers a GeoJSON FeatureCollection. Photon has no lookup by id, so a suggestion's id carries
 * its address fields (base64url JSON); the detail call decodes it without asking Photon again,
 * which also means any app process can answer it.
 */
export interface PhotonOptions {
  /** The server's base URL, e.g. http://127.0.0.1:2322 */
  url: string;
  /** How long a search may take before it counts as failed. */
  timeoutMs: number;
}

const fields = ["address_line_1", "city", "state", "zip", "country"] as const;
const idPrefix = "photon:";
/** Longest field value an id may carry: a crafted id cannot make a huge record. */
const maxFieldLength = 200;

export function photonProvider({ url, timeoutMs }: PhotonOptions): AddressProvider {
  const base = url.replace(/\/+$/, "");
  return {
    name: "photon",
    async search(text, maxResults) {
      if (text.trim() === "") return [];
      const response = await fetch(`${base}/api?q=${encodeURIComponent(text)}&limit=${maxResults}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(`Photon answered ${response.status} ${response.statusText}`);
      const body: unknown = await response.json();
      const features = isObject(body) && Array.isArray(body.features) ? body.features : undefined;
      if (features === undefined) throw new Error("Photon answered without a features list");
      const items = features.flatMap((feature: unknown) => (isObject(feature) && isObject(feature.properties) ? [photonItem(feature.properties)] : []));
      return [...new Map(items.map((item) => [item.id, item])).values()].slice(0, maxResults);
    },
    async detail(id) {
      return decodeRecord(id);
    },
  };
}

type Properties = Record<string, unknown>;

function photonItem(p: Properties): LookupItem {
  const text = (key: string): string => (typeof p[key] === "string" ? (p[key] as string).trim() : "");
  const country = (countryCodes.codes as Record<string, string>)[text("countrycode").toUpperCase()] ?? "";
  const street = text("street") || (text("type") === "street" ? text("name") : "");
  const record: LookupRecord = {
    address_line_1: [text("housenumber"), street].filter((part) => part !== "").join(" "),
    city: text("city") || (text("type") === "city" ? text("name") : ""),
    state: regionCodes.get(text("state").toLowerCase()) ?? text("state"),
    zip: text("postcode"),
    country,
  };
  const name = text("name");
  const line = record.address_line_1 ?? "";
  const title = name !== "" && name !== street && name !== record.city ? [name, line].filter((part) => part !== "").join(", ") : line;
  const place = [cityState(record.city ?? "", record.state ?? ""), record.zip].filter((part) => part !== "").join(" ");
  return {
    id: encodeRecord(record),
    text: title || place || name,
    sub_text: [title === "" ? "" : place, country === "USA" ? "" : country].filter((part) => part !== "").join(", "),
  };
}

function encodeRecord(record: LookupRecord): string {
  return idPrefix + Buffer.from(JSON.stringify(fields.map((f) => record[f] ?? ""))).toString("base64url");
}

/** The record an id carries, or undefined when it is not one this provider made. */
function decodeRecord(id: string): LookupRecord | undefined {
  if (!id.startsWith(idPrefix)) return undefined;
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(id.slice(idPrefix.length), "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Array.isArray(values) || values.length !== fields.length) return undefined;
  if (!values.every((v): v is string => typeof v === "string" && v.length <= maxFieldLength)) return undefined;
  return Object.fromEntries(fields.map((f, i) => [f, values[i] ?? ""]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
