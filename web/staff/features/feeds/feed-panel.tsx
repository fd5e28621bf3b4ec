import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { FEED_DAYS, type Clinician } from '#contract/staff';
import { serverMessage } from '../../../lib/api';
import { Button, ButtonRow } from '../../../ui/button';
import { Notice, SelectField } from '../../../ui/form';
import { Input } from '../../../ui/form/form.styles';
import { color, radius } from '../../../ui/theme';
import { toast } from '../../../ui/toast';
import { formatInstant } from '../../lib/clinic-time';
import { useFocusOn } from '../../lib/use-focus-on';
import { ConfirmDialog } from '../../ui/dialog';
import { LiveStatus } from '../../ui/live-status';
import { feedQueries, useMakeFeed, useStopFeed } from './api';
import { HowToSubscribe } from './how-to-subscribe';

const EVERYONE = 'everyone';

interface Props {
  /** The active nurses, to choose whose visits. */
  nurses: readonly Clinician[];
  /** The nurse linked to the signed-in account, whose visits a feed holds unless another is chosen. */
  linked: Clinician | undefined;
}

/**
 * A private calendar subscription for this account (one at a time): whose visits, the address
 * shown once with a way to copy it, what a new one does to the old, how often each calendar app
 * reads it, and stopping it. The address is a secret: the server keeps only its hash.
 */
export function FeedPanel({ nurses, linked }: Props) {
  const status = useQuery(feedQueries.status());
  const make = useMakeFeed();
  const stop = useStopFeed();
  const [chosen, setWhose] = useState('');
  // Until chosen: the account's own nurse (known once the team has loaded), else everyone.
  const whose = chosen || linked?.id || EVERYONE;
  const [url, setUrl] = useState('');
  const [copied, setCopied] = useState('');
  const [confirm, setConfirm] = useState<'new' | 'stop' | null>(null);
  const [error, setError] = useState('');
  const [stopped, setStopped] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);
  const address = useRef<HTMLInputElement>(null);
  const feed = status.data;
  useFocusOn(outcome, url || stopped);
  const nameOf = (id: string | undefined) => (id ? `${nurses.find((nurse) => nurse.id === id)?.name ?? 'a nurse'}’s visits` : 'everyone’s visits');

  const makeFeed = () => {
    setError('');
    make.mutate(whose === EVERYONE ? null : whose, {
      onSuccess: (answer) => {
        setConfirm(null);
        setUrl(answer.url);
        setStopped(false);
        setCopied('');
        toast({ title: 'Calendar feed made', description: 'Copy its address into your calendar app.', variant: 'success', announce: false });
      },
      onError: (failure) => setError(serverMessage(failure) ?? 'No feed was made. Check the connection and try again.'),
    });
  };
  const stopFeed = () => {
    setError('');
    stop.mutate(undefined, {
      onSuccess: () => {
        setConfirm(null);
        setUrl('');
        setStopped(true);
      },
      onError: (failure) => setError(serverMessage(failure) ?? 'The feed was not stopped. Check the connection and try again.'),
    });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Copied. Paste it into your calendar app.');
    } catch {
      address.current?.select();
      setCopied('It could not be copied for you: the address is selected, copy it by hand.');
    }
  };

  return (
    <Section aria-labelledby="feed-heading">
      <h2 id="feed-heading">Calendar subscription</h2>
      <p>
        Visits in your own calendar app, from {FEED_DAYS.past} days back to {FEED_DAYS.ahead} days ahead: a private address your app reads. It shows each
        visit’s time, kind, reference and town, never a patient’s name, phone or health details.
      </p>
      {status.isSuccess && (
        <p>
          {feed
            ? `Your feed holds ${nameOf(feed.clinicianId)}; made ${formatInstant(feed.createdAt)}. Calendar apps have read it ${feed.fetches === 1 ? 'once' : `${feed.fetches} times`}${feed.lastFetchedAt ? `, last ${formatInstant(feed.lastFetchedAt)}` : ''}.`
            : 'You have no calendar feed.'}
        </p>
      )}
      {url && (
        <Made ref={outcome} tabIndex={-1} $tone="success">
          <p>
            <strong>Your feed’s address, shown this once.</strong> Copy it into your calendar app now. Anyone who has it sees these visits’ times, kinds,
            references and towns: keep it to yourself, and make a new one if it gets out.
          </p>
          <Input ref={address} readOnly value={url} aria-label="Your feed’s address" onFocus={(event) => event.currentTarget.select()} />
          <Button type="button" $variant="secondary" onClick={() => void copy()}>
            Copy the address
          </Button>
        </Made>
      )}
      <LiveStatus>{copied}</LiveStatus>
      {stopped && (
        <Made ref={outcome} tabIndex={-1} $tone="success">
          <p>Your feed is stopped: its address no longer works, and calendars subscribed to it get nothing new.</p>
        </Made>
      )}
      {nurses.length > 0 && (
        <SelectField
          label="Whose visits"
          name="feed-whose"
          placeholder="Choose whose visits"
          options={[...nurses.map((nurse) => ({ value: nurse.id, label: nurse.id === linked?.id ? `${nurse.name} (you)` : nurse.name })), { value: EVERYONE, label: 'Everyone’s visits' }]}
          value={whose}
          onChange={(value) => setWhose(value || EVERYONE)}
        />
      )}
      {feed && <p>A new address stops the one you have now at once: calendars subscribed to the old one stop getting visits.</p>}
      <ButtonRow>
        <Button type="button" aria-busy={(make.isPending && !confirm) || undefined} onClick={() => (feed ? (setError(''), setConfirm('new')) : makeFeed())}>
          {feed ? 'Make a new address' : 'Make a private feed'}
        </Button>
        {feed && (
          <Button type="button" $variant="secondary" onClick={() => (setError(''), setConfirm('stop'))}>
            Stop the feed
          </Button>
        )}
      </ButtonRow>
      {!confirm && error && (
        <Notice $tone="error" role="alert">
          <p>{error}</p>
        </Notice>
      )}
      <HowToSubscribe />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'stop' ? 'Stop your calendar feed?' : 'Make a new address?'}
        description={
          <p>
            {confirm === 'stop'
              ? 'Its address stops working at once: calendars subscribed to it get no more visits.'
              : 'The address you have now stops working at once: calendars subscribed to it stop getting visits until you give them the new one.'}
          </p>
        }
        confirmLabel={confirm === 'stop' ? 'Stop the feed' : 'Make a new address'}
        busyLabel={confirm === 'stop' ? 'Stopping…' : 'Making…'}
        dismissLabel="Keep the one I have"
        busy={make.isPending || stop.isPending}
        danger
        focusDismiss
        error={error}
        onConfirm={confirm === 'stop' ? stopFeed : makeFeed}
        onClose={() => setConfirm(null)}
      />
    </Section>
  );
}

const Section = styled.section`
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  border-top: 2px solid ${color.border};
  display: grid;
  gap: 1rem;
  h2 { font-size: 1.4rem; margin: 0; }
  p { margin: 0; }
`;

const Made = styled(Notice)`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  border-radius: ${radius.sm};
  ${Input} { font-family: ui-monospace, monospace; font-size: 0.9rem; }
`;
