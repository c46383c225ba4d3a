-- School and address lookups (GET /lookup/find). Every text column the search compares is
-- normalised by the importer (server/lookup/normalize.ts: lowercase, no accents, no punctuation),
-- so the same SQL runs on PGlite and PostgreSQL without the unaccent extension.
-- pg_trgm finds the words a typo may have meant and ranks close names. PGlite must be opened with
-- it loaded (server/db/pglite.ts does). It lives in public so that every schema finds it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Colleges (college_ceeb) and high schools (hs_ceeb), one row per school and category.
CREATE TABLE lookup_school (
  category text NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  ceeb text NOT NULL,
  address_line_1 text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  country text NOT NULL,
  -- closed or merged: found, but after the open ones that match as well.
  closed boolean NOT NULL,
  -- 0 ranks first among equal matches: for colleges, the degree-granting two- and four-year ones.
  tier smallint NOT NULL,
  -- '|name|alias|...|' in canonical words, to rank names that start with the query first.
  phrases text NOT NULL,
  -- the normalised name: among equal matches the closest to the query (trigrams) comes first.
  name_norm text NOT NULL,
  -- weight A: name, aliases, initials and abbreviations; B: city (the same) and state; D: the codes.
  words tsvector NOT NULL,
  PRIMARY KEY (category, id)
);
CREATE INDEX lookup_school_words ON lookup_school USING gin (words);

-- US ZIP codes for the embedded address provider: ZIP → city and state, city → ZIPs.
CREATE TABLE lookup_zip (
  zip text PRIMARY KEY,
  city text NOT NULL,
  state text NOT NULL,
  state_name text NOT NULL,
  county text NOT NULL,
  -- the normalised city, to rank the city typed in full first.
  place text NOT NULL,
  -- weight A: the city and its abbreviations; B: the state code and name; D: the ZIP.
  words tsvector NOT NULL
);
CREATE INDEX lookup_zip_words ON lookup_zip USING gin (words);

-- Every word a category's rows can be found by, for the words a typo may have meant
-- (server/lookup/typos.ts). Rebuilt by each import. Byte order ("C") lets the primary key
-- answer "is there a word starting with ...?" whatever the database's collation.
CREATE TABLE lookup_word (
  category text NOT NULL,
  word text COLLATE "C" NOT NULL,
  PRIMARY KEY (category, word)
);
CREATE INDEX lookup_word_trigrams ON lookup_word USING gist (word gist_trgm_ops);
