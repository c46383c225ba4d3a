-- Raised by each password reset. Known-device cookies are signed with the account's generation
-- (server/accounts/knownDevice.ts), so a reset ends every cookie issued before it, however long
-- its expiry, and the browser that completed the reset gets one signed with the new generation.
ALTER TABLE accounts ADD COLUMN device_generation integer NOT NULL DEFAULT 0;
