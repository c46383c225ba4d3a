-- What the office's staff did and when (issue 29): sign-ins, failed and refused ones, sign-outs,
-- and each reading of applications (server/office/audit.ts). Append-only: the trigger below
-- refuses UPDATE, DELETE and TRUNCATE whoever asks, so no code path of the app can rewrite the
-- trail. (The table's owner could still drop the trigger; that takes DDL, which the app never runs
-- outside its migrations.) staff_id is null for a sign-in attempt with an unknown username, which
-- is kept as typed (canonical) in username.
CREATE TABLE staff_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  staff_id uuid REFERENCES staff_accounts (id),
  username text NOT NULL,
  action text NOT NULL,
  reference text,
  ip text NOT NULL
);
CREATE INDEX staff_audit_at ON staff_audit (at);
CREATE INDEX staff_audit_reference ON staff_audit (reference, at) WHERE reference IS NOT NULL;

CREATE FUNCTION staff_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER staff_audit_no_update_or_delete BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_refuse_change();
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_refuse_change();
