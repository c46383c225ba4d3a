import type { Database, Sql } from "../../db/types.ts";
import { insertBatches, settle } from "../batch.ts";
import { canonicalPhrase, normalize, prefixQuery, queryWords } from "../normalize.ts";
import { cityState } from "../places.ts";
import type { LookupItem, LookupRecord } from "../types.ts";
import { corrections, refreshWords } from "../typos.ts";
import { type School, storedRow } from "./school.ts";

const insert = `
  INSERT INTO lookup_school (category, id, name, ceeb, address_line_1, city, state, zip, country, closed, tier, phrases, name_norm, words)
  SELECT $1, r.id, r.name, r.ceeb, r.address_line_1, r.city, r.state, r.zip, r.country, r.closed, r.tier, r.phrases, r.name_norm,
    setweight(to_tsvector('simple', r.name_words), 'A')
      || setweight(to_tsvector('simple', r.place_words), 'B')
      || setweight(to_tsvector('simple', r.code_words), 'D')
  FROM jsonb_to_recordset($2::jsonb) AS r(id text, name text, ceeb text, address_line_1 text, city text, state text,
    zip text, country text, closed boolean, tier smallint, phrases text, name_norm text, name_words text, place_words text, code_words text)
  ON CONFLICT (category, id) DO NOTHING`;

async function insertSchools(sql: Sql, category: string, schools: readonly School[]): Promise<void> {
  await insertBatches(sql, insert, [category], schools.map(storedRow));
  await refreshWords(sql, category, "SELECT words FROM lookup_school WHERE category = $1");
  await settle(sql, "lookup_school");
}

/** Replaces every school of the category in one transaction: readers see the old or the new list. */
export async function replaceSchools(db: Database, category: string, schools: readonly School[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("DELETE FROM lookup_school WHERE category = $1", [category]);
    await insertSchools(tx, category, schools);
  });
}

/** Adds schools whose ids are not there yet. */
export async function addSchools(db: Database, category: string, schools: readonly School[]): Promise<void> {
  await db.transaction((tx) => insertSchools(tx, category, schools));
}

export async function countSchools(db: Sql, category: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM lookup_school WHERE category = $1", [category]);
  return rows[0]?.n ?? 0;
}

/**
 * Every query word must be the prefix of a word of the school (name, aliases, initials, their
 * abbreviations, city, state or code), or of a word it may have meant ($2). With corrections, rows
 * found as typed ($9) rank first. Then the code itself, then a name or alias equal to the query
 * ("MIT" before Morrison Institute of Technology, whose initials match too), then schools whose
 * name holds every word (rather than their city or state), open before closed, then names that
 * start with the query, then the tier, then the name closest to the query by trigram similarity.
 * Similarity costs the most, so it only orders the best candidates by the other keys (shortest
 * names first among equals).
 */
const searchSql = (asTyped: string): string => `
  SELECT id, name, city, state FROM (
    SELECT id, name, city, state, name_norm, tier, closed, ${asTyped} AS as_typed, (id = $3 OR ceeb = $3) AS code,
      (phrases LIKE $8) AS exact, (words @@ to_tsquery('simple', $4)) AS in_name, (phrases LIKE $5) AS starts
    FROM lookup_school WHERE category = $1 AND words @@ to_tsquery('simple', $2)
    ORDER BY as_typed DESC, code DESC, exact DESC, in_name DESC, closed, starts DESC, tier, length(name_norm), name, id
    LIMIT 50
  ) candidates
  ORDER BY as_typed DESC, code DESC, exact DESC, in_name DESC, closed, starts DESC, tier, similarity(name_norm, $7) DESC,
    length(name_norm), name, id
  LIMIT $6`;
const searchAsTyped = searchSql("true");
const searchCorrected = searchSql("(words @@ to_tsquery('simple', $9))");

/**
 * Finds schools for what a student typed. Words are matched as typed first; only when that leaves
 * fewer than `maxResults` does the search also try the words a typo may have meant.
 */
export async function searchSchools(db: Sql, category: string, text: string, maxResults: number): Promise<LookupItem[]> {
  const query = normalize(text);
  if (query === "") return [];
  const words = queryWords(query);
  const digits = query.replace(/ /g, "");
  // Only digits can be a code; null equals no code.
  const code = /^\d+$/.test(digits) ? digits : null;
  const phrase = `%|${canonicalPhrase(query, true)}%`;
  const params = (meant: ReadonlyMap<string, readonly string[]>): unknown[] => [
    category,
    prefixQuery(words, "", meant),
    code,
    prefixQuery(words, "A", meant),
    phrase,
    maxResults,
    query,
    `%|${canonicalPhrase(query)}|%`,
  ];
  let found = (await db.query<SchoolHit>(searchAsTyped, params(new Map()))).rows;
  if (found.length < maxResults) {
    const meant = await corrections(db, category, words);
    if ([...meant.values()].some((list) => list.length > 0)) {
      found = (await db.query<SchoolHit>(searchCorrected, [...params(meant), prefixQuery(words)])).rows;
    }
  }
  return found.map(({ id, name, city, state }) => ({ id, text: name, sub_text: cityState(city, state) }));
}

interface SchoolHit {
  id: string;
  name: string;
  city: string;
  state: string;
}

export async function schoolDetail(db: Sql, category: string, id: string): Promise<LookupRecord | undefined> {
  const { rows } = await db.query<LookupRecord>(
    "SELECT name, ceeb, address_line_1, city, state, zip, country FROM lookup_school WHERE category = $1 AND id = $2",
    [category, id.trim()],
  );
  return rows[0];
}
