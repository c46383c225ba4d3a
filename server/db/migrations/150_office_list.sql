-- The office's list of applications (server/office/list.ts) filters, searches and sorts 50,000
-- applications without reading their answers: each application keeps, beside its answers, the
-- few things the list needs, written by a trigger on every INSERT and every UPDATE of its answers,
-- submission or progress, whichever path of the app writes it.
--
-- Which answers hold the name and the entry term is the form's to say (the given-name and
-- family-name autocomplete tokens; officeTermQuestion in schema/partner.json), not this file's: the
-- server writes the keys into office_list_keys at start (server/office/listKeys.ts) and, when they
-- changed, has every application's columns written again.
CREATE TABLE office_list_keys (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  given_key text,
  family_key text,
  term_key text
);

-- applicant_name: given then family name, as typed (the PDF's band); name_key: family then given,
-- lower-cased, to sort by; email: the account's username; term_code: the chosen term's code;
-- search_text: the name, the e-mail address and the reference (with and without its hyphen),
-- lower-cased, for a LIKE '%part%'; progress: not-started (nothing saved), started (answers saved),
-- validating (the student asked for the review of the whole application: web status
-- 'validating'), submitted; confirmed: the account's e-mail is confirmed (the list shows no other).
-- With these the list reads applications alone, no join, and counts from an index.
ALTER TABLE applications ADD COLUMN confirmed boolean NOT NULL DEFAULT false;
ALTER TABLE applications ADD COLUMN email text NOT NULL DEFAULT '';
ALTER TABLE applications ADD COLUMN applicant_name text NOT NULL DEFAULT '';
ALTER TABLE applications ADD COLUMN name_key text NOT NULL DEFAULT '';
ALTER TABLE applications ADD COLUMN term_code text;
ALTER TABLE applications ADD COLUMN search_text text NOT NULL DEFAULT '';
ALTER TABLE applications ADD COLUMN progress text NOT NULL DEFAULT 'not-started'
  CHECK (progress IN ('not-started', 'started', 'validating', 'submitted'));

CREATE FUNCTION applications_office_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k office_list_keys%ROWTYPE;
  given text;
  family text;
  account accounts%ROWTYPE;
BEGIN
  SELECT * INTO k FROM office_list_keys;
  given := btrim(COALESCE(NEW.answers ->> k.given_key, ''));
  family := btrim(COALESCE(NEW.answers ->> k.family_key, ''));
  NEW.applicant_name := btrim(given || ' ' || family);
  NEW.name_key := lower(btrim(family || ' ' || given));
  NEW.term_code := NULLIF(NEW.answers ->> k.term_key, '');
  SELECT * INTO account FROM accounts WHERE id = NEW.account_id;
  NEW.confirmed := account.confirmed_at IS NOT NULL;
  NEW.email := COALESCE(account.username, '');
  NEW.search_text := lower(concat_ws(' ', NEW.applicant_name, NEW.email, NEW.reference, replace(NEW.reference, '-', '')));
  NEW.progress := CASE
    WHEN NEW.submitted_at IS NOT NULL THEN 'submitted'
    WHEN EXISTS (SELECT 1 FROM web_statuses w WHERE w.account_id = NEW.account_id AND w.web_status = 'validating') THEN 'validating'
    WHEN NEW.answers <> '{}'::jsonb THEN 'started'
    ELSE 'not-started'
  END;
  RETURN NEW;
END
$$;

CREATE TRIGGER applications_office BEFORE INSERT OR UPDATE OF answers, submitted_at, reference, progress ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_office_columns();

-- A web status recorded (POST /api/web-status) may move the application to validating, and an
-- account confirmed (or renamed, which the app never does) changes what the list shows of it:
-- either has its application's columns written again. The trigger's argument names the column of
-- the new row that holds the account's id.
CREATE FUNCTION office_columns_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET progress = progress WHERE account_id = (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  RETURN NULL;
END
$$;

CREATE TRIGGER web_statuses_office AFTER INSERT ON web_statuses
  FOR EACH ROW EXECUTE FUNCTION office_columns_again('account_id');

CREATE TRIGGER accounts_office AFTER UPDATE OF confirmed_at, username ON accounts
  FOR EACH ROW EXECUTE FUNCTION office_columns_again('id');

-- The list's filters and orders, over the listed applications only. Each order ends with
-- account_id so pages never overlap. The status order is the lifecycle's: the expression is
-- server/office/list.ts's progressRank, written the same so the planner matches it.
CREATE INDEX applications_office_updated ON applications (updated_at, account_id) WHERE confirmed;
CREATE INDEX applications_office_name ON applications (name_key, account_id) WHERE confirmed;
CREATE INDEX applications_office_email ON applications (email, account_id) WHERE confirmed;
-- Drafts have no submission or reference and come last in either order (NULLS LAST), so each order has its index.
CREATE INDEX applications_office_submitted_asc ON applications (submitted_at, account_id) WHERE confirmed;
CREATE INDEX applications_office_submitted_desc ON applications (submitted_at DESC NULLS LAST, account_id DESC) WHERE confirmed;
CREATE INDEX applications_office_reference_desc ON applications (reference DESC NULLS LAST, account_id DESC) WHERE confirmed;
CREATE INDEX applications_office_status ON applications ((CASE progress WHEN 'not-started' THEN 0 WHEN 'started' THEN 1 WHEN 'validating' THEN 2 WHEN 'submitted' THEN 3 END), account_id) WHERE confirmed;
CREATE INDEX applications_office_progress ON applications (progress, updated_at) WHERE confirmed;
CREATE INDEX applications_office_term ON applications (term_code, updated_at) WHERE confirmed;
CREATE INDEX applications_office_activity ON applications ((COALESCE(submitted_at, updated_at))) WHERE confirmed;
-- A search is LIKE '%part%': pg_trgm's GIN index answers it (migration 020 created the extension;
-- PGlite is opened with it, server/db/pglite.ts), so the same SQL runs on both databases. A part
-- shorter than three characters has no trigram and is answered by a scan.
CREATE INDEX applications_office_search ON applications USING gin (search_text gin_trgm_ops) WHERE confirmed;
