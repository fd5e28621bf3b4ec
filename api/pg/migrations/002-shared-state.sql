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

-- Sign-ins whose password was right and whose code is awaited (api/sign-in/pending-sign-ins.pg.ts).
-- A first sign-in's authenticator secret is not stored: `enrolling` says to derive it again.
CREATE TABLE pending_sign_ins (
  token_key text PRIMARY KEY,
  user_id text NOT NULL,
  password_version integer NOT NULL,
  keys text[] NOT NULL,
  known_browser boolean NOT NULL,
  enrolling boolean NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX pending_sign_ins_by_account ON pending_sign_ins (user_id);
CREATE INDEX pending_sign_ins_by_start ON pending_sign_ins (created_at);

-- The sign-in throttle's count per key (api/sign-in/sign-in-throttle.pg.ts). Every change to a key
-- is made under its advisory lock, so attempts at once on two servers get no more tries than on one.
CREATE TABLE sign_in_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  in_flight integer NOT NULL,
  last timestamptz NOT NULL,
  blocked_until timestamptz NOT NULL
);
CREATE INDEX sign_in_throttle_by_last ON sign_in_throttle (last);

-- The POST rate limit's hits per client address in the current window (api/http/rate-limit.pg.ts):
-- counted by one upsert, so every server's hits add up and a limit is not doubled by two servers.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_by_reset ON rate_limit_hits (reset_at);

-- The day's unasked-for messages per mailbox (api/declared-mail/visitor-mail-quota.shared.ts): one
-- row per message, by the mailbox's comparison key, counted under the mailbox's advisory lock.
CREATE TABLE visitor_mail_sent (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mailbox text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX visitor_mail_sent_by_mailbox ON visitor_mail_sent (mailbox, sent_at);
