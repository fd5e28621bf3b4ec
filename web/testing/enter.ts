import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills a field as a visitor pasting into it would: one change, so one render, not one per
 * character as `user.type` makes. For plain controlled fields that do nothing per key (no mask,
 * no formatting as typed), where typing each character would prove nothing more.
 */
export async function enter(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
