import { formatBytes } from '#contract/referral';
import type { Lang } from '#contract/language';
import type { ReferWords } from '../../i18n/refer.en';
import { Progress, SmallButton } from './referral.styles';

/** Bytes sent of the total while the referral uploads, and the way to stop it. */
export function UploadProgress({ words, lang, sent, total, onCancel }: { words: ReferWords['progress']; lang: Lang; sent: number; total: number; onCancel: () => void }) {
  const shown = words.sent(formatBytes(sent, lang), formatBytes(total, lang));
  return (
    <Progress>
      <progress aria-label={words.label} max={total || 1} value={Math.min(sent, total)} aria-valuetext={shown} />
      <div>
        <span>{shown}</span>
        <SmallButton type="button" onClick={onCancel}>
          {words.cancel}
        </SmallButton>
      </div>
    </Progress>
  );
}
