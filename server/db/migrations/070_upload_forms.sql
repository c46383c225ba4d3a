-- Upload forms are single-use and bounded (server/documents/uploadForms.ts). A form is pending
-- until a conversion takes it or the app drops it; then it is dead, but its row stays until its
-- policy has expired, because S3 accepts a post of a still-valid policy whatever the app says:
-- once no post can succeed any more, the object is removed a last time and the row goes.
ALTER TABLE document_uploads ADD COLUMN expires_at timestamptz;
UPDATE document_uploads SET expires_at = created_at + interval '15 minutes';
ALTER TABLE document_uploads ALTER COLUMN expires_at SET NOT NULL;
-- When the form died (taken by a conversion, dropped for a newer one, or refused); null while pending.
ALTER TABLE document_uploads ADD COLUMN dead_at timestamptz;
-- The size of the file posted with the form, once one was (the embedded store knows it as it writes;
-- on S3 it stays null and the bytes are counted from the bucket at conversion start).
ALTER TABLE document_uploads ADD COLUMN posted_bytes integer;
CREATE INDEX document_uploads_account ON document_uploads (account_id, answer_key);
