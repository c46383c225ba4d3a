-- Rate-limit counters, one fixed window per key, shared by every app process.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
