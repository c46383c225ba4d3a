-- The staff audit names the application an access concerns by its id (applications.account_id)
-- as well as its reference: a draft has no reference, and the console opens drafts too. No foreign
-- key: the trail outlives an account removed later. detail holds what a list or an export was
-- filtered by, or which view was shown, as JSON. Adding columns fires no row trigger, so the
-- append-only triggers of migration 130 stand as they are.
ALTER TABLE staff_audit ADD COLUMN application_id uuid;
ALTER TABLE staff_audit ADD COLUMN detail jsonb;
CREATE INDEX staff_audit_application ON staff_audit (application_id, at) WHERE application_id IS NOT NULL;
