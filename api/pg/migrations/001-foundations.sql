-- Time ranges that may not overlap for one nurse are refused by PostgreSQL itself (an exclusion
-- constraint over a nurse id and a range needs btree_gist's equality operators for the id).
-- btree_gist is a trusted extension (PostgreSQL 13+): the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- One APP_SECRET for every server of this database (api/pg/secret-check.ts): one row, holding a
-- proof made with the secret (an HMAC of a fixed text), never the secret itself.
CREATE TABLE app_secret_check (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  proof text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
