import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { provider } from '#contract';
import { Button, ButtonRow } from '../../../ui/button';
import { CheckboxField, SubmitButton } from '../../../ui/form';
import { toast } from '../../../ui/toast';
import { color, radius } from '../../../ui/theme';
import { copyText, saveFile } from '../../../lib/save-file';

/** The codes as a file to keep: one a line, with what they are for. */
export const recoveryFile = (username: string, codes: readonly string[]): string =>
  [`${provider.brandName}: recovery codes for the staff account "${username}".`, 'Each code signs you in once, in place of the authenticator app.', '', ...codes, ''].join('\n');

/**
 * The ten recovery codes, shown once (the server keeps only their hashes): copy or download
 * them, confirm they are saved, then go on.
 */
export function RecoveryCodes({ username, codes, onDone }: { username: string; codes: readonly string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState('');
  const text = recoveryFile(username, codes);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saved) return onDone();
    setError('Please save the codes and tick the box: they are not shown again.');
    document.querySelector<HTMLInputElement>('input[name="saved"]')?.focus();
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>
        If you lose your phone, each of these codes signs you in once instead of the app. <strong>They are shown only now.</strong> Keep them
        somewhere safe, away from this phone: a password manager, or printed and locked away.
      </p>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <ButtonRow>
        <Button
          type="button"
          $variant="secondary"
          onClick={() =>
            void copyText(text).then((copied) =>
              toast(copied ? { title: 'Codes copied', variant: 'success' } : { title: 'Could not copy', description: 'Download them instead.', variant: 'error' }),
            )
          }
        >
          Copy codes
        </Button>
        <Button type="button" $variant="secondary" onClick={() => saveFile(text, 'recovery-codes.txt')}>
          Download codes
        </Button>
      </ButtonRow>
      <Confirm>
        <CheckboxField
          name="saved"
          label="I saved them"
          checked={saved}
          onChange={(checked) => {
            setSaved(checked);
            if (checked) setError('');
          }}
          error={error}
        />
        <SubmitButton busy={false} busyLabel="">
          Continue
        </SubmitButton>
      </Confirm>
    </form>
  );
}

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.5rem 1.5rem;
  padding: 1rem 1rem 1rem 2.25rem;
  margin: 1rem 0;
  background: ${color.brandTint};
  border-radius: ${radius.sm};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 1.1rem;
`;

const Confirm = styled.div`
  display: grid;
  gap: 1rem;
  margin-top: 1.5rem;
`;
