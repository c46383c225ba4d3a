-- Revoking an account's staff links (npm run -s cli -- revoke-links <username>): service and
-- temporary-answer links issued for the account at or before this moment are refused, whatever
-- their expiry, without rotating the secret that signs every other link. Null: none revoked.
ALTER TABLE accounts ADD COLUMN links_valid_after timestamptz;

-- The account a temporary answer set was made for, when staff named one (tmp-answers --for), so
-- that revoking the account's links reaches it. Null for a set handed to someone without an account.
ALTER TABLE tmp_answers ADD COLUMN account_id uuid REFERENCES accounts (id) ON DELETE CASCADE;
CREATE INDEX tmp_answers_account ON tmp_answers (account_id) WHERE account_id IS NOT NULL;
