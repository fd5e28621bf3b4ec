-- State every server of the database shares (docs/decisions/073). Times are written from the
-- servers' clocks, which therefore keep time (NTP); expiry is a comparison in each statement, and
-- rows past it are swept by the next write.

-- Signed-in staff, keyed by the SHA-256 of the cookie's token (the token itself is never stored).
CREATE TABLE staff_sessions (
  token_key text PRIMARY KEY,
  id text NOT NULL UNIQUE,
  user_id text NOT NULL,
  username text NOT NULL,
  browser text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen timestamptz NOT NULL
);
CREATE INDEX staff_sessions_by_account ON staff_sessions (user_id, created_at);
