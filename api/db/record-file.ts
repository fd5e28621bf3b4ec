/** The shape of a collection's file, current or sealed part: its records and the idempotency keys that made them. */
export interface RecordFile<R> {
  records: R[];
  idempotency: IdempotencyRecord[];
}

export interface IdempotencyRecord {
  key: string;
  /** A hash of the request that used the key, to tell a retry from a different request. */
  fingerprint: string;
  resourceId: string;
  createdAt: number;
}
