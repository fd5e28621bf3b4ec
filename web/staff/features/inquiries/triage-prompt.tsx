import { guidePath } from '#contract';
import { Notice } from '../../../ui/form';
import { NewTabLink } from '../../../ui/new-tab-link';

/** The escalation ladder as families read it: the guide's "When to get help" section. */
export const LADDER_HREF = `${guidePath('when-to-seek-professional-help')}#when-to-get-help`;

/**
 * Above every inquiry (decision 025): a web message can describe an emergency, and the inbox is not
 * where it should wait. The ladder is the one families are given, so staff triage by the same list.
 */
export function TriagePrompt() {
  return (
    <Notice>
      <p>
        <strong>If a message describes a sign on the 911 or same-day list, call now.</strong>{' '}
        <NewTabLink href={LADDER_HREF} note=" (opens in a new tab)">The 911 and same-day lists</NewTabLink>
      </p>
    </Notice>
  );
}
