import type { UserEvent } from '../users/users.store';
import { compose } from './compose';
import { receivedAt, type StaffContext, staffLink } from './staff-alerts';
import type { Rendered } from './visitor-messages';

/** The users-file events that alert staff, as stored (they carry the browser in words; never a User-Agent). */
export type AlertingEvent = Extract<UserEvent, { event: 'two-factor-enrolled' | 'code-used' | 'recovery-code-used' }>;

const DISABLE = (username: string) =>
  `If that was not ${username}, disable the account on the server at once (npm run staff -- disable ${username}), then look at the audit trail.`;

/**
 * What staff hear of a staff account's sign-in events (decision 026): the username, when, and the
 * browser in a few words. No address, no patient data: these cross mail servers unencrypted, and
 * the audit trail holds the rest.
 */
export function accountAlert(context: StaffContext, event: AlertingEvent, username: string): Rendered | null {
  const when = receivedAt(event.createdAt, context.timeZone);
  const browser = event.browser ?? 'a browser not recorded';
  const fromNew = event.event !== 'two-factor-enrolled' && event.newBrowser ? ', a browser this account had not signed in from before' : '';
  let subject: string;
  let lines: string[];
  if (event.event === 'two-factor-enrolled') {
    subject = `Authenticator set up: ${username}`;
    lines = [`An authenticator app was set up for the staff account ${username} on ${when}, from ${browser}. This is the account's first sign-in since its password was given.`];
  } else if (event.event === 'recovery-code-used') {
    const what = event.during === 'account' ? 'to confirm a change on the Account screen' : 'to sign in';
    subject = `Recovery code used: ${username}`;
    lines = [`A recovery code of the staff account ${username} was used ${what} on ${when}, from ${browser}${fromNew}. Each code works once.`];
  } else if (event.newBrowser) {
    subject = `Sign-in from a new browser: ${username}`;
    lines = [`The staff account ${username} signed in on ${when} from ${browser}${fromNew} (or not since its password last changed).`];
  } else {
    return null;
  }
  return {
    to: context.staffEmail,
    ...compose(subject, subject, [
      ...lines.map((p) => ({ p })),
      { p: DISABLE(username) },
      { link: { href: staffLink(context, { source: 'account', id: event.userId }), text: 'Open the audit trail' } },
      { p: 'Names, contact details and notes are in the staff area only: they are never sent by e-mail.' },
    ]),
  };
}
