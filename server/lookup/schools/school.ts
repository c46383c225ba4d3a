import { CsvError, type CsvRow, type SkippedRow } from "../csv.ts";
import { alternativeWords, canonicalPhrase, initials, normalize } from "../normalize.ts";
import { regionNames } from "../places.ts";

/** A school as the lookup stores it: the detail record plus what ranks and finds it. */
export interface School {
  id: string;
  name: string;
  ceeb: string;
  address_line_1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  /** Other names it is known by (abbreviations, former or official names). */
  aliases: string[];
  /** Closed or merged: still findable, after the open ones. */
  closed: boolean;
  /** 0 ranks first among equally good matches. */
  tier: number;
}

/** One school category's file format: its columns and how a row becomes a School. */
export interface SchoolSource {
  readonly category: string;
  readonly columns: readonly string[];
  readonly sample: string;
  toSchool(values: Record<string, string>): School;
}

/** The columns every school has, read the same way in both files. */
export const schoolColumns = ["id", "name", "ceeb", "address_line_1", "city", "state", "zip", "country"] as const;

/** The fields of a school's row shared by both files, trimmed; the id and name must be there. */
export function commonFields(values: Record<string, string>): Omit<School, "aliases" | "closed" | "tier"> {
  const get = (column: (typeof schoolColumns)[number]): string => (values[column] ?? "").trim();
  for (const column of ["id", "name"] as const) {
    if (get(column) === "") throw new CsvError(`the ${column} is empty`);
  }
  return {
    id: get("id"),
    name: get("name"),
    ceeb: get("ceeb"),
    address_line_1: get("address_line_1"),
    city: get("city"),
    state: get("state").toUpperCase(),
    zip: get("zip"),
    country: get("country") || "USA",
  };
}

/**
 * Turns file rows into schools. A row without an id or a name cannot be offered, so it is left
 * out and reported (the public high-school file has one); a repeated id is an error, since either
 * row could be the right one.
 */
export function readSchools(source: SchoolSource, rows: readonly CsvRow[]): { schools: School[]; skipped: SkippedRow[] } {
  const seen = new Map<string, number>();
  const schools: School[] = [];
  const skipped: SkippedRow[] = [];
  for (const { line, values } of rows) {
    let school: School;
    try {
      school = source.toSchool(values);
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      skipped.push({ line, reason: error.message });
      continue;
    }
    const first = seen.get(school.id);
    if (first !== undefined) throw new CsvError(`line ${line}: the id ${school.id} is already on line ${first}`);
    seen.set(school.id, line);
    schools.push(school);
  }
  return { schools, skipped };
}

/** The row inserted for a school: its record, tier and the search columns (see migration 020). */
export function storedRow(school: School): Omit<School, "aliases"> & Record<"phrases" | "name_norm" | "name_words" | "place_words" | "code_words", string> {
  const names = [school.name, ...school.aliases].map(normalize).filter((n) => n !== "");
  const letters = initials(school.name).filter((i) => !names.includes(i));
  const nameWords = [...names, ...letters].join(" ");
  const place = normalize(school.city);
  return {
    id: school.id,
    name: school.name,
    ceeb: school.ceeb,
    address_line_1: school.address_line_1,
    city: school.city,
    state: school.state,
    zip: school.zip,
    country: school.country,
    closed: school.closed,
    tier: school.tier,
    phrases: `|${names.map((n) => canonicalPhrase(n)).join("|")}|`,
    name_norm: names[0] ?? "",
    name_words: [nameWords, ...alternativeWords(nameWords)].join(" "),
    place_words: [place, ...alternativeWords(place), school.state.toLowerCase(), normalize(regionNames.get(school.state) ?? "")].join(" "),
    code_words: [school.id, school.ceeb].join(" "),
  };
}

/** Splits a free-text alias list: IPEDS separates names with "|", commas or semicolons. */
export function splitAliases(text: string): string[] {
  return text
    .split(/[|,;„]/)
    .map((alias) => alias.trim())
    .filter((alias) => alias !== "");
}
