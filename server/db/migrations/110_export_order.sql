-- The export (server/export/rows.ts) reads submitted applications in batches by keyset on
-- (submitted_at, account_id), from a --since onwards: this index answers each batch without a
-- scan of every application, and holds no draft.
CREATE INDEX applications_submitted ON applications (submitted_at, account_id) WHERE submitted_at IS NOT NULL;
