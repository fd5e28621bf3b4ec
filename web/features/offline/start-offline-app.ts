import type { Lang } from '#contract/language';
import { loadOfflineWords } from '../../i18n/load-offline';
import type { ShellWords } from '../../i18n/shell.en';
import { toast } from '../../ui/toast';
import { onOutboxResult, startOutbox } from './outbox-client';
import { announceOutcome } from './outcome-toast';
import { registerServiceWorker } from './register-sw';

/**
 * Everything the installed app needs once the page is interactive; what it says is in the page's
 * language (`lang`, whose shell words are `words`; the update prompt's load when it shows).
 */
export function startOfflineApp(words: ShellWords, lang: Lang): void {
  registerServiceWorker(
    (reload) =>
      void loadOfflineWords(lang).then(({ update }) =>
        toast({
          title: update.title,
          description: update.description,
          duration: Infinity,
          action: { label: update.reload, onClick: reload },
        }),
      ),
  );
  onOutboxResult((entry) => announceOutcome(entry, words.toasts));
  startOutbox();
}
