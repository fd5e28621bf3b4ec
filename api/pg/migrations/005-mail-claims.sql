-- Which server sends each e-mail (api/mail/mail-claims.pg.ts, docs/decisions/077): one row per
-- message id, locked with FOR UPDATE SKIP LOCKED by the server sending it for as long as the SMTP
-- conversation lasts, and marked with the outcome before the lock goes. Ids and reply codes only:
-- never an address or a subject.
CREATE TABLE mail_claims (
  message_id text PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('sending', 'sent', 'failed')),
  -- The server (host and process) that first asked for the claim, then the one that settled it.
  holder text NOT NULL,
  claimed_at timestamptz NOT NULL,
  done_at timestamptz,
  -- The settling server's attempts and, for a failure, the SMTP reply or mailer code.
  attempts integer,
  code text,
  CHECK ((state = 'sending') = (done_at IS NULL))
);
CREATE INDEX mail_claims_by_claim ON mail_claims (claimed_at);
