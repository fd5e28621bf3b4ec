import { createHash } from 'node:crypto';
import type { InsertRequest, RecordOpener, RecordSource, StoredDocument } from '../db/record-source';

/** A staff account's private calendar feed (decision 056): only the SHA-256 of its token is kept. */
export interface FeedCreated {
  id: string;
  event: 'created';
  /** The staff account it belongs to: one feed each, a new one voids the old. */
  userId: string;
  tokenHash: string;
  /** One nurse's bookings; absent: everyone's. */
  clinicianId?: string;
  createdAt: string;
}

/** The account's feed voided without a new one (DELETE calendar-feeds). */
export interface FeedVoided {
  id: string;
  event: 'voided';
  feedId: string;
  userId: string;
  createdAt: string;
}

type FeedRecord = FeedCreated | FeedVoided;

export interface FeedCount {
  fetches: number;
  lastFetchedAt?: string;
}

/** How often a count is written at most: calendar apps fetch every few minutes to hours, and a count lost in a crash is a few fetches. */
const COUNT_WRITE_MS = 60_000;

export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The feeds (one per staff account, the latest created unless voided) and how often each was
 * fetched. Fetches are counted in memory and written to a file of their own at most once a minute
 * and at shutdown, never one audit entry or record per fetch (decision 056).
 */
export class FeedStore {
  private readonly byUser = new Map<string, FeedCreated>();
  private readonly byHash = new Map<string, FeedCreated>();
  private counts: Record<string, FeedCount> = {};
  /** Fetches counted here since the last write: added to what is stored, which other servers add to too. */
  private unsaved: Record<string, FeedCount> = {};
  private countTimer: NodeJS.Timeout | null = null;
  private records!: RecordSource<FeedRecord>;
  private countFile!: StoredDocument<Record<string, FeedCount>>;

  private constructor() {}

  static async open(opener: RecordOpener): Promise<FeedStore> {
    const store = new FeedStore();
    store.records = await opener.open<FeedRecord>('calendar-feeds', { onChange: () => store.rebuild() });
    store.rebuild();
    store.countFile = opener.document('calendar-feed-counts');
    store.counts = (await store.countFile.read()) ?? {};
    return store;
  }

  /** The account's feed, if it has one. */
  ofUser(userId: string): FeedCreated | undefined {
    return this.byUser.get(userId);
  }

  /** The feed a token opens, if it is the current feed of its account. */
  byToken(token: string): FeedCreated | undefined {
    return this.byHash.get(tokenHashOf(token));
  }

  countOf(feedId: string): FeedCount {
    return this.counts[feedId] ?? { fetches: 0 };
  }

  /** One fetch more, written within a minute. */
  counted(feedId: string, now: number): void {
    const lastFetchedAt = new Date(now).toISOString();
    this.counts[feedId] = { fetches: this.countOf(feedId).fetches + 1, lastFetchedAt };
    this.unsaved[feedId] = { fetches: (this.unsaved[feedId]?.fetches ?? 0) + 1, lastFetchedAt };
    this.countTimer ??= setTimeout(() => void this.writeCounts(), COUNT_WRITE_MS).unref();
  }

  append(request: InsertRequest, build: () => FeedRecord): Promise<{ record: FeedRecord; replayed: boolean }> {
    return this.records.insertOnce(request, build);
  }

  async flush(): Promise<void> {
    await this.records.flush();
    await this.writeCounts();
  }

  private async writeCounts(): Promise<void> {
    if (this.countTimer) clearTimeout(this.countTimer);
    this.countTimer = null;
    const adding = this.unsaved;
    if (!Object.keys(adding).length) return;
    this.unsaved = {};
    // Only current feeds' counts are kept: a voided feed's go with it. One this server has not read yet (another server's) stays.
    const current = new Set([...this.byUser.values()].map((feed) => feed.id));
    const kept = (id: string) => current.has(id) || !this.records.get(id);
    const merge = (stored: Record<string, FeedCount> | null) => {
      const merged: Record<string, FeedCount> = {};
      for (const [id, count] of Object.entries(stored ?? {})) if (kept(id)) merged[id] = count;
      for (const id of current) merged[id] = added(merged[id] ?? { fetches: 0 }, adding[id]);
      return merged;
    };
    try {
      const stored = await this.countFile.update(merge);
      // Fetches counted while it was written are shown too; they go with the next write.
      this.counts = { ...stored };
      for (const [id, count] of Object.entries(this.unsaved)) this.counts[id] = added(stored[id] ?? { fetches: 0 }, count);
    } catch {
      for (const [id, count] of Object.entries(adding)) this.unsaved[id] = added(count, this.unsaved[id]);
    }
  }

  private rebuild(): void {
    this.byUser.clear();
    this.byHash.clear();
    for (const record of this.records?.records ?? []) {
      if (record.event === 'created') this.byUser.set(record.userId, record);
      else if (this.byUser.get(record.userId)?.id === record.feedId) this.byUser.delete(record.userId);
    }
    for (const feed of this.byUser.values()) this.byHash.set(feed.tokenHash, feed);
  }
}

/** A stored count with more fetches added; the later of the two last fetches. */
function added(count: FeedCount, more: FeedCount | undefined): FeedCount {
  if (!more) return count;
  const last = [count.lastFetchedAt, more.lastFetchedAt].filter((at): at is string => at !== undefined).sort().at(-1);
  return { fetches: count.fetches + more.fetches, ...(last ? { lastFetchedAt: last } : {}) };
}
