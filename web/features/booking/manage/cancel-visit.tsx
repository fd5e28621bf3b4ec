import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { color } from '../../../ui/theme';
import type { ManageWords } from '../../../i18n/manage.en';
import { PanelTitle } from '../booking.styles';

interface Props {
  words: ManageWords['cancel'];
  /** 'your free consultation on Tuesday, June 9, 2026 at 9:15 AM (Eastern Time)' */
  visit: string;
  busy: boolean;
  onCancel: () => void;
}

/**
 * "Cancel this visit", behind a confirmation: the first button only asks; the question takes
 * focus so it is read, and "Keep my visit" gives focus back to the button that asked.
 */
export function CancelVisit({ words, visit, busy, onCancel }: Props) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (wasConfirming.current) opener.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <section aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>{words.title}</PanelTitle>
      {confirming ? (
        <Confirm role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} ref={question} tabIndex={-1}>
            {words.question(visit)}
          </p>
          <Actions>
            <Danger type="button" onClick={onCancel} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
              {busy ? words.busy : words.yes}
            </Danger>
            <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
              {words.keep}
            </Button>
          </Actions>
        </Confirm>
      ) : (
        <>
          <p>{words.intro}</p>
          <Button ref={opener} type="button" $variant="secondary" onClick={() => setConfirming(true)}>
            {words.title}
          </Button>
        </>
      )}
    </section>
  );
}

const Confirm = styled.div`
  display: grid;
  gap: 1rem;
  p { margin: 0; font-weight: 600; }
  p:focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 3px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The one control that ends a booking: the danger colour (7.9:1 for white on it) marks it, and so do its words. */
const Danger = styled(Button)`
  background: ${color.danger};
  border-color: ${color.danger};
  color: ${color.onDark};
  &:hover { background: #7f1616; border-color: #7f1616; color: ${color.onDark}; }
  &[aria-busy='true'] { opacity: 0.8; cursor: progress; }
`;
