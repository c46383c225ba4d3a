-- The reference a submitted application is known by: eight characters a person can read out on
-- the phone (server/application/reference.ts), unique, set at submit with submitted_at. An
-- application submitted before this migration gets one here, from the same alphabet.
ALTER TABLE applications ADD COLUMN reference text UNIQUE;

UPDATE applications SET reference = (
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 30)::int, 1), '' ORDER BY i)
  FROM generate_series(1, 8) AS i WHERE applications.account_id IS NOT NULL
) WHERE submitted_at IS NOT NULL;
UPDATE applications SET reference = substr(reference, 1, 4) || '-' || substr(reference, 5, 4) WHERE reference IS NOT NULL;

ALTER TABLE applications ADD CONSTRAINT applications_reference_when_submitted CHECK ((reference IS NULL) = (submitted_at IS NULL));
