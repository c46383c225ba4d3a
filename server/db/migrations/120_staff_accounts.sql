-- The admissions office's staff (issue 29), apart from students': a staff cookie names a row of
-- staff_sessions and a student's names a row of sessions, so neither can stand for the other.
-- Passwords are argon2id hashes as students' are; failed sign-ins are counted in rate_limits under
-- keys of their own (server/office/login.ts). disabled_at set: the account cannot sign in.
CREATE TABLE staff_accounts (
  id uuid PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('reviewer', 'manager')),
  disabled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- As sessions: the cookie holds a random id, only its SHA-256 is stored.
CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);
CREATE INDEX staff_sessions_last_seen ON staff_sessions (last_seen_at);
