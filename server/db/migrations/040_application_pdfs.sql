-- The PDF of each student's whole application (GET /api/pdf): the fingerprint of what it is made
-- from (answers, repeat counts, tabs, converted documents, the print layout's build), where its
-- build stands (the status record of spec section 3) and the PDF once built. A GET whose current
-- fingerprint differs from the row's moves the row to that fingerprint and queues one build; a
-- build that ends for a fingerprint the row no longer holds is thrown away. Until a new build
-- ends, pdf_key still names the previous PDF, which the build's end then removes.
CREATE TABLE application_pdfs (
  account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  fingerprint text NOT NULL,
  status text NOT NULL CHECK (status IN ('UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'FAILED')),
  message text,
  pdf_key text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
