/** Private calendar subscriptions: a staff account's feed of one nurse's visits, or everyone's, for Google, Outlook or Apple Calendar. */
import * as v from 'valibot';

/** The days a feed holds around today. */
export const FEED_DAYS = { past: 7, ahead: 60 } as const;

/**
 * POST calendar-feeds: a new feed (voiding this account's earlier one). `clinicianId` absent: the
 * nurse linked to the account, or everyone when none is; `null`: everyone; an id: that nurse.
 */
export const newFeedSchema = v.object({ clinicianId: v.optional(v.nullable(v.pipe(v.string('Choose a nurse'), v.maxLength(100, 'Choose a nurse from the list')))) });

/** The feed's address, shown once: only its hash is stored. `clinicianId` absent: everyone's bookings. */
export const feedCreatedAnswerSchema = v.object({ url: v.string(), clinicianId: v.optional(v.string()) });
export type FeedCreatedAnswer = v.InferOutput<typeof feedCreatedAnswerSchema>;

/**
 * GET calendar-feeds: whether this account has a feed, whose, since when, and how often calendar
 * apps fetched it (never its address, which only its hash can check). DELETE calendar-feeds voids
 * the account's feed (204); so do a new feed and a disabled account.
 */
export const feedStatusAnswerSchema = v.object({
  feed: v.optional(
    v.object({
      clinicianId: v.optional(v.string()),
      createdAt: v.string(),
      fetches: v.number(),
      lastFetchedAt: v.optional(v.string()),
    }),
  ),
});
export type FeedStatusAnswer = v.InferOutput<typeof feedStatusAnswerSchema>;

/** The public path of a feed (outside /api: calendar apps fetch it without a session). */
export const calendarFeedPath = (token: string) => `/calendar/${token}.ics`;
