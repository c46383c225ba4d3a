import type { Database, Sql } from "../../db/types.ts";
import { insertBatches, settle } from "../batch.ts";
import { CsvError, type CsvRow, type SkippedRow } from "../csv.ts";
import { alternativeWords, normalize, prefixQuery, queryWords } from "../normalize.ts";
import { regionNames } from "../places.ts";
import type { LookupItem, LookupRecord } from "../types.ts";
import { corrections, refreshWords } from "../typos.ts";

/** The vocabulary category of the ZIP table's city words. */
const vocabulary = "address";

/** us_zipcodes.csv (GeoNames US postal codes): the columns the embedded address provider needs. */
export const zipColumns = ["zip", "city", "state"] as const;

interface Zip {
  zip: string;
  city: string;
  state: string;
  state_name: string;
  county: string;
}

/** Turns file rows into ZIPs; a row without a 5-digit ZIP or a city is left out and reported. */
export function readZips(rows: readonly CsvRow[]): { zips: Zip[]; skipped: SkippedRow[] } {
  const seen = new Map<string, number>();
  const zips: Zip[] = [];
  const skipped: SkippedRow[] = [];
  for (const { line, values } of rows) {
    const get = (column: string): string => (values[column] ?? "").trim();
    const zip = get("zip");
    const state = get("state").toUpperCase();
    if (!/^\d{5}$/.test(zip)) skipped.push({ line, reason: `the ZIP "${zip}" is not 5 digits` });
    else if (get("city") === "") skipped.push({ line, reason: "the city is empty" });
    else {
      const first = seen.get(zip);
      if (first !== undefined) throw new CsvError(`line ${line}: the ZIP ${zip} is already on line ${first}`);
      seen.set(zip, line);
      zips.push({ zip, city: get("city"), state, state_name: get("state_name") || (regionNames.get(state) ?? ""), county: get("county") });
    }
  }
  return { zips, skipped };
}

const insert = `
  INSERT INTO lookup_zip (zip, city, state, state_name, county, place, words)
  SELECT r.zip, r.city, r.state, r.state_name, r.county, r.place,
    setweight(to_tsvector('simple', r.place || ' ' || r.alternatives), 'A')
      || setweight(to_tsvector('simple', r.region), 'B')
      || setweight(to_tsvector('simple', r.zip), 'D')
  FROM jsonb_to_recordset($1::jsonb) AS r(zip text, city text, state text, state_name text, county text, place text, alternatives text, region text)
  ON CONFLICT (zip) DO NOTHING`;

async function insertZips(sql: Sql, zips: readonly Zip[]): Promise<void> {
  const rows = zips.map((z) => {
    const place = normalize(z.city);
    return { ...z, place, alternatives: alternativeWords(place).join(" "), region: `${z.state.toLowerCase()} ${normalize(z.state_name)}` };
  });
  await insertBatches(sql, insert, [], rows);
  await refreshWords(sql, vocabulary, "SELECT words FROM lookup_zip WHERE $1::text IS NOT NULL");
  await settle(sql, "lookup_zip");
}

/** Replaces every ZIP in one transaction. */
export async function replaceZips(db: Database, zips: readonly Zip[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("DELETE FROM lookup_zip");
    await insertZips(tx, zips);
  });
}

/** Adds the ZIPs that are not there yet. */
export async function addZips(db: Database, zips: readonly Zip[]): Promise<void> {
  await db.transaction((tx) => insertZips(tx, zips));
}

export async function countZips(db: Sql): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM lookup_zip");
  return rows[0]?.n ?? 0;
}

/** ZIPs are five digits, so those starting with a prefix lie between it padded with 0s and with 9s. */
const byZip = `
  SELECT zip, city, state, state_name, county FROM lookup_zip
  WHERE zip BETWEEN $1 AND $2 ORDER BY zip LIMIT $3`;

/**
 * City words (and state, and ZIP digits) as word prefixes, or the words a typo may have meant ($1).
 * With corrections, rows found as typed ($4) rank first, then the city closest to the query.
 * Then the city typed in full, then one ZIP per city and state before the second ZIP of any (so
 * "houston" offers Houston in several states rather than five ZIPs of one), shorter city names
 * first ("saint louis" before "lake saint louis").
 */
const byWordsSql = (asTyped: string, closest: string): string => `
  SELECT zip, city, state, state_name, county FROM (
    SELECT zip, city, state, state_name, county, place, ${asTyped} AS as_typed,
      row_number() OVER (PARTITION BY place, state ORDER BY zip) AS nth
    FROM lookup_zip WHERE words @@ to_tsquery('simple', $1)
  ) found
  ORDER BY as_typed DESC, ${closest} (place = $2) DESC, nth, length(place), place, state, zip
  LIMIT $3`;
const byWordsAsTyped = byWordsSql("true", "");
const byWordsCorrected = byWordsSql("(words @@ to_tsquery('simple', $4))", "similarity(place, $2) DESC,");

/** "49931" → Houghton, MI; "houghton" → the Houghtons; "houghton mi" → Houghton, Michigan. */
export async function searchZips(db: Sql, text: string, maxResults: number): Promise<LookupItem[]> {
  const query = normalize(text);
  if (query === "") return [];
  const digits = query.replace(/ /g, "");
  if (/^\d+$/.test(digits)) {
    const prefix = digits.slice(0, 5);
    return (await db.query<Zip>(byZip, [prefix.padEnd(5, "0"), prefix.padEnd(5, "9"), maxResults])).rows.map(zipItem);
  }
  const words = queryWords(query);
  const params = (meant: ReadonlyMap<string, readonly string[]>): unknown[] => [prefixQuery(words, "", meant), query, maxResults];
  let found = (await db.query<Zip>(byWordsAsTyped, params(new Map()))).rows;
  if (found.length < maxResults) {
    const meant = await corrections(db, vocabulary, words);
    if ([...meant.values()].some((list) => list.length > 0)) {
      found = (await db.query<Zip>(byWordsCorrected, [...params(meant), prefixQuery(words)])).rows;
    }
  }
  return found.map(zipItem);
}

/** A county name without its kind ("Houghton") reads as a county once it says so. */
const countyKinds = /\b(county|parish|borough|municipality|census area|city)\b|\)/i;

function zipItem({ zip, city, state, state_name, county }: Zip): LookupItem {
  const countyName = county === "" || countyKinds.test(county) ? county : `${county} County`;
  return { id: zip, text: `${city}, ${state} ${zip}`, sub_text: [countyName, state_name].filter((p) => p !== "").join(", ") };
}

/** The address a ZIP fills: there is no street data, so the first line stays for the student. */
export async function zipDetail(db: Sql, zip: string): Promise<LookupRecord | undefined> {
  const { rows } = await db.query<{ city: string; state: string; zip: string }>("SELECT city, state, zip FROM lookup_zip WHERE zip = $1", [zip.trim()]);
  const row = rows[0];
  return row && { address_line_1: "", city: row.city, state: row.state, zip: row.zip, country: "USA" };
}
