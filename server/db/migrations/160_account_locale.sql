-- The language the student chose (one of the form's locales, partner.json `locales`), kept with
-- the account so that it follows them to another browser at login (server/accounts/locale.ts);
-- NULL: none chosen, the form's default.
ALTER TABLE accounts ADD COLUMN locale text;
