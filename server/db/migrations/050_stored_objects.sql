-- The orphan sweep (server/documents/orphans.ts) asks, for each stored object, whether a row still
-- names it: these indexes answer that for the conversions' and application PDFs' keys (the
-- uploads' key is their primary key already).
CREATE INDEX document_conversions_upload_key ON document_conversions (upload_key) WHERE upload_key IS NOT NULL;
CREATE INDEX document_conversions_pdf_key ON document_conversions (pdf_key) WHERE pdf_key IS NOT NULL;
CREATE INDEX application_pdfs_pdf_key ON application_pdfs (pdf_key) WHERE pdf_key IS NOT NULL;

-- When a housekeeping task that only one worker of all machines should run last ran: a worker
-- takes its turn by moving ran_at forward, which only one of several at once can do.
CREATE TABLE housekeeping_runs (
  task text PRIMARY KEY,
  ran_at timestamptz NOT NULL
);

-- The order in which upload forms were handed out, so that only a student's newest few per
-- question stay pending (documents/store.ts, recordUpload) even when two share a timestamp.
ALTER TABLE document_uploads ADD COLUMN seq bigserial;
