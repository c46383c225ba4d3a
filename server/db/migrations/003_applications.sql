-- One application per account, created with the account. answers, tabs and add_another are the
-- objects the API reads and merges; submitted_at set means nothing in them changes any more.
CREATE TABLE applications (
  account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  answers jsonb NOT NULL DEFAULT '{}',
  tabs jsonb NOT NULL DEFAULT '{}',
  add_another jsonb NOT NULL DEFAULT '{}',
  last_page text,
  submitted_at timestamptz,
  updated_at timestamptz NOT NULL
);

-- The statuses an application went through; the count of distinct ones decides where it stands.
CREATE TABLE web_statuses (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  web_status text NOT NULL CHECK (web_status IN ('started', 'validating', 'submitted')),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, web_status)
);

-- The latest validation result the browser posted (POST /api/validations).
CREATE TABLE validations (
  account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  errors jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- Uploaded documents by answer key (filled by the documents issue; the profile reads it now).
CREATE TABLE document_answers (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  answer_key text NOT NULL,
  file_name text NOT NULL,
  file_size integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, answer_key)
);
