-- Student accounts. The username is the e-mail address, lower-cased. Passwords are argon2id
-- hashes; confirmation codes and reset ids are stored only as hashes.
CREATE TABLE accounts (
  id uuid PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz
);

-- The one code that can confirm an account: replaced on resend, refused after 5 wrong tries.
CREATE TABLE confirmation_codes (
  account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0
);

-- Single-use password reset links (the id in the link, hashed).
CREATE TABLE password_resets (
  id_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_account ON password_resets (account_id);

-- Each successful login: the profile's successful_login list.
CREATE TABLE logins (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX logins_account ON logins (account_id, created_at);
