-- Referrals' documents in the database, so every server sees them (docs/decisions/079). A document
-- is a row, its bytes are chunks of about 1 MiB: a 10 MB file is never one huge value, and a read
-- fetches one chunk at a time. Deleting a document deletes its chunks.
CREATE TABLE documents (
  id text PRIMARY KEY,
  bytes bigint NOT NULL CHECK (bytes >= 0),
  created_at timestamptz NOT NULL
);

CREATE TABLE document_chunks (
  document_id text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  n integer NOT NULL CHECK (n >= 0),
  data bytea NOT NULL,
  PRIMARY KEY (document_id, n)
);

-- PDFs and photos are compressed already: stored out of line without another try at compressing them.
ALTER TABLE document_chunks ALTER COLUMN data SET STORAGE EXTERNAL;
