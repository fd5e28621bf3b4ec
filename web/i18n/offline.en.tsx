/**
 * The words of what the offline app shows once the page is interactive (decision 031): the update
 * prompt and the outbox panel, in English; offline.es.tsx is typed by them. A catalogue of its
 * own, loaded with those parts (web/i18n/load-offline.ts), not in every page's first load: most
 * visits never open the outbox or see an update. The exact texts of docs/product.md are exact here.
 */
import { formatTime12h, MONTH_NAMES, type OutboxKind } from '#contract';

export const offline = {
  update: {
    title: 'Update available',
    description: 'A new version of this site is ready. Finish anything you are typing, then reload to use it.',
    reload: 'Reload',
  },
  outbox: {
    button: 'Outbox',
    waiting: (count: number) => `${count} waiting to send`,
    title: 'Your saved submissions',
    intro:
      'Requests you send without a connection are kept on this device and sent once, automatically, when you are back online. Sent ones are removed from the device after you have seen them.',
    close: 'Close',
    status: { waiting: 'Waiting to send', sending: 'Sending…', sent: 'Sent', failed: 'Could not be sent' },
    /** 'Saved Nov 21, 3:05 PM', in the visitor's own time: when they pressed send. */
    saved: (at: number) => {
      const date = new Date(at);
      return `Saved ${MONTH_NAMES[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${formatTime12h(`${date.getHours()}:${date.getMinutes()}`)}`;
    },
    waitingNote: 'Saved on this device. It will be sent automatically when the connection returns.',
    retry: 'Try again',
    sendNow: 'Send now',
    clear: 'Clear',
    discard: 'Discard',
    /** What each entry is: a booking with its date and time, a change to one, or an inquiry. */
    summary: (kind: OutboxKind, slot: string): string =>
      ({
        consultation: `Free consultation, ${slot}`,
        coordinator: `Facility coordination visit, ${slot}`,
        cancel: 'Cancel your visit',
        reschedule: `Move your visit to ${slot}`,
        contact: 'General inquiry',
        referral: 'Referral of a patient',
      })[kind],
    /** A referral's documents, each with its size. */
    files: 'Documents',
    file: (name: string, size: string) => `${name} (${size})`,
  },
};

export type OfflineWords = typeof offline;
