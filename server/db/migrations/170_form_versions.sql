-- The versions of the form the server has run (issue 39). A version is the form as compiled from
-- its folder (pages, option lists, partner settings, rules and the password rules, every language
-- of their texts), identified by a hash of its content and the author's label (partner.json
-- formVersion). The server stores each version as it first runs it (server/versions/register.ts)
-- and never changes one: the trigger below refuses UPDATE, DELETE and TRUNCATE, so an application
-- is always read with the form it was written on. The definition is json, not jsonb, so that it is
-- read back exactly as it was written, its keys in the author's order.
CREATE TABLE form_versions (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  label text NOT NULL UNIQUE,
  definition json NOT NULL,
  first_run_at timestamptz NOT NULL
);

CREATE FUNCTION form_versions_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'form_versions keeps every version as it was first run: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER form_versions_no_update_or_delete BEFORE UPDATE OR DELETE ON form_versions
  FOR EACH ROW EXECUTE FUNCTION form_versions_refuse_change();
CREATE TRIGGER form_versions_no_truncate BEFORE TRUNCATE ON form_versions
  FOR EACH STATEMENT EXECUTE FUNCTION form_versions_refuse_change();

-- started_version: the version the application was created on; form_version: the version its
-- answers are read with (a draft's moves to the version the server runs when its student comes
-- back, server/versions/moveDraft.ts); submitted_version: the version it was submitted on.
-- Applications stored before versions were recorded are given the first version the server runs.
-- set_aside: answers a later version no longer asks or accepts, never deleted: a list, each entry
-- {"key", "value", "reason", "version": the id of the version it was given on, "at"}, appended at
-- each move, so a key set aside twice keeps both; form_changes: what the student is told of the
-- moves (engine DraftChanges: answers asked again, new required questions).
ALTER TABLE applications ADD COLUMN started_version text REFERENCES form_versions (id);
ALTER TABLE applications ADD COLUMN form_version text REFERENCES form_versions (id);
ALTER TABLE applications ADD COLUMN submitted_version text REFERENCES form_versions (id);
ALTER TABLE applications ADD COLUMN set_aside jsonb NOT NULL DEFAULT '[]';
ALTER TABLE applications ADD COLUMN form_changes jsonb;
CREATE INDEX applications_form_version ON applications (form_version);
