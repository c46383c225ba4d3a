-- Upload addresses handed out by POST /api/presigned-url. The object key belongs to one student
-- and one document question; a conversion consumes the row, so a key converts once, and only for
-- the student it was issued to.
CREATE TABLE document_uploads (
  object_key text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  answer_key text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX document_uploads_created ON document_uploads (created_at);

-- The conversion of each student's document question: the uploaded object until the conversion
-- ends, where it stands (the status record of spec section 3), and the PDF once it is done.
-- A completed one has a document_answers row beside it.
CREATE TABLE document_conversions (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  answer_key text NOT NULL,
  upload_key text,
  file_name text NOT NULL,
  file_size integer NOT NULL,
  status text NOT NULL CHECK (status IN ('UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'FAILED')),
  message text,
  pdf_key text,
  pages integer,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (account_id, answer_key)
);

-- Background jobs, shared by every worker on every machine: a worker takes a row with
-- FOR UPDATE SKIP LOCKED and holds it for a lease it renews while it works; a row whose lease
-- ran out (its worker died) is taken again. Failed attempts are retried up to max_attempts.
CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  run_after timestamptz NOT NULL,
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX jobs_queued ON jobs (run_after) WHERE status = 'queued';
CREATE INDEX jobs_running ON jobs (locked_until) WHERE status = 'running';
CREATE INDEX jobs_finished ON jobs (updated_at) WHERE status IN ('done', 'failed');
