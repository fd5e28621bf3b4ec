-- Every domain store's records (docs/decisions/074). Each server keeps its stores' projections in
-- memory and catches them up by reading the rows whose seq is past the last it saw. seq is drawn
-- from record_seq under one advisory lock held until commit, so seq order is commit order.
CREATE SEQUENCE record_seq;

CREATE TABLE records (
  collection text NOT NULL,
  id text NOT NULL,
  body jsonb NOT NULL,
  -- The write that made it as it stands now (a replacement draws a new one).
  seq bigint NOT NULL,
  -- The write that created it: the records' order, kept when one is replaced.
  position bigint NOT NULL,
  PRIMARY KEY (collection, id)
);
CREATE INDEX records_by_seq ON records (seq);
CREATE INDEX records_by_position ON records (collection, position);

-- Records removed (retention, deletion on request): ids only, never a body, so other servers drop them too.
CREATE TABLE removals (
  collection text NOT NULL,
  id text NOT NULL,
  seq bigint NOT NULL
);
CREATE INDEX removals_by_seq ON removals (seq);

-- The requests that created records, by idempotency key; gone with their record, or after IDEMPOTENCY_TTL_MS.
CREATE TABLE idempotency (
  collection text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  resource_id text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (collection, key)
);
CREATE INDEX idempotency_by_resource ON idempotency (collection, resource_id);
CREATE INDEX idempotency_by_age ON idempotency (created_at);

-- One winner per slot, whatever the servers' memories say: a standing booking's slot, per kind and
-- nurse ('' for bookings made before nurses were set up, one per slot and kind as then).
CREATE TABLE booking_holds (
  kind text NOT NULL,
  nurse_id text NOT NULL DEFAULT '',
  slot text NOT NULL,
  booking_id text NOT NULL,
  UNIQUE (kind, nurse_id, slot)
);
CREATE INDEX booking_holds_by_booking ON booking_holds (booking_id);

-- No two standing bookings of one nurse overlap, of any kind. Times are the provider's wall clock
-- written as UTC: the minutes of the day that the capacity rules compare.
CREATE TABLE visit_spans (
  nurse_id text NOT NULL,
  booking_id text NOT NULL,
  during tstzrange NOT NULL,
  EXCLUDE USING gist (nurse_id WITH =, during WITH &&)
);
CREATE INDEX visit_spans_by_booking ON visit_spans (booking_id);

-- Small state a store keeps beside its records, one JSON document each (the audit trail's head,
-- MAC'd as its file is; calendar feeds' fetch counts): a row where files keep a file of their own.
CREATE TABLE store_documents (
  name text PRIMARY KEY,
  body jsonb NOT NULL
);
