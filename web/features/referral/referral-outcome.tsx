import { formatBytes } from '#contract/referral';
import type { Lang } from '#contract/language';
import { WayToHelp } from '../../blocks/way-to-help';
import type { ReferWords } from '../../i18n/refer.en';
import { Button, ButtonLink } from '../../ui/button';
import { Notice } from '../../ui/form';
import { FileList, Reference } from './referral.styles';

export type Outcome =
  | { kind: 'queued'; files: { name: string; bytes: number }[] }
  | { kind: 'failed'; message: string }
  | { kind: 'note'; message: string };

/** The thank-you panel: the reference, large, and the server's message (the same in the no-script thank-you page, filled by the server). */
export function SentPanel({ words, reference, message, onAnother }: { words: ReferWords['outcome']; reference: string; message: string; onAnother?: () => void }) {
  return (
    <Notice $tone="success">
      <h3>{words.sentTitle}</h3>
      <p>{words.reference}:</p>
      <Reference>{reference}</Reference>
      <p>{message}</p>
      <p>
        <WayToHelp guide />
      </p>
      <p>
        {onAnother ? (
          <Button type="button" $variant="secondary" onClick={onAnother}>
            {words.another}
          </Button>
        ) : (
          <ButtonLink to="/refer" $variant="secondary">
            {words.another}
          </ButtonLink>
        )}
      </p>
    </Notice>
  );
}

/** What happened to the last try, beside the form: kept for later with its documents, refused, or a note (cancelled, no room). */
export function OutcomeNotice({ outcome, words, lang }: { outcome: Outcome; words: ReferWords['outcome']; lang: Lang }) {
  if (outcome.kind === 'queued') {
    return (
      <Notice>
        <p>
          <strong>{words.queuedTitle}</strong>
        </p>
        <p>{words.queued}</p>
        {outcome.files.length > 0 && (
          <FileList>
            {outcome.files.map((file, index) => (
              <li key={index}>
                <span>
                  {file.name} ({formatBytes(file.bytes, lang)})
                </span>
              </li>
            ))}
          </FileList>
        )}
        <p>
          <WayToHelp guide />
        </p>
      </Notice>
    );
  }
  return (
    <Notice $tone={outcome.kind === 'failed' ? 'error' : 'info'}>
      {outcome.kind === 'failed' && (
        <p>
          <strong>{words.failedTitle}</strong>
        </p>
      )}
      <p>{outcome.message}</p>
    </Notice>
  );
}
