-- Server-side sessions. The cookie holds a random id; only its SHA-256 is stored, so a copy of
-- the table opens no session. last_seen_at slides with every authenticated request.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);
CREATE INDEX sessions_last_seen ON sessions (last_seen_at);
