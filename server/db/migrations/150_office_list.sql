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
-- lower-cased, to sort by; entry_term: the chosen term's code; search_text: the name, the e-mail
-- address and the reference (with and without its hyphen), lower-cased, for a LIKE '%part%'; progress:
-- not-started (nothing saved), started (answers saved), validating (the student asked for the
-- review of the whole application: web status 'validating'), submitted.
ALTER TABLE applications ADD COLUMN applicant_name text NOT NULL DEFAULT '';
ALTER TABLE applications ADD COLUMN name_key text NOT NULL DEFAULT '';
ALTER TABLE applications ADD COLUMN entry_term text;
ALTER TABLE applications ADD COLUMN search_text text NOT NULL DEFAULT '';
ALTER TABLE applications ADD COLUMN progress text NOT NULL DEFAULT 'not-started'
  CHECK (progress IN ('not-started', 'started', 'validating', 'submitted'));

CREATE FUNCTION applications_office_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k office_list_keys%ROWTYPE;
  given text;
  family text;
  email text;
BEGIN
  SELECT * INTO k FROM office_list_keys;
  given := btrim(COALESCE(NEW.answers ->> k.given_key, ''));
  family := btrim(COALESCE(NEW.answers ->> k.family_key, ''));
  NEW.applicant_name := btrim(given || ' ' || family);
  NEW.name_key := lower(btrim(family || ' ' || given));
  NEW.entry_term := NULLIF(NEW.answers ->> k.term_key, '');
  SELECT username INTO email FROM accounts WHERE id = NEW.account_id;
  NEW.search_text := lower(concat_ws(' ', NEW.applicant_name, email, NEW.reference, replace(NEW.reference, '-', '')));
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

-- A web status recorded (POST /api/web-status) may move the application to validating.
CREATE FUNCTION web_statuses_office_progress() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET progress = progress WHERE account_id = NEW.account_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER web_statuses_office AFTER INSERT ON web_statuses
  FOR EACH ROW EXECUTE FUNCTION web_statuses_office_progress();

-- The list's filters and orders; each order ends with account_id so pages never overlap.
CREATE INDEX applications_office_updated ON applications (updated_at, account_id);
CREATE INDEX applications_office_name ON applications (name_key, account_id);
CREATE INDEX applications_office_progress ON applications (progress, updated_at);
CREATE INDEX applications_office_term ON applications (entry_term, updated_at);
CREATE INDEX applications_office_activity ON applications ((COALESCE(submitted_at, updated_at)));
