import { toast } from '../../ui/toast';
import { onOutboxResult, startOutbox } from './outbox-client';
import { announceOutcome } from './outcome-toast';
import { registerServiceWorker } from './register-sw';

/** Everything the installed app needs once the page is interactive. */
export function startOfflineApp(): void {
  registerServiceWorker((reload) =>
    toast({
      title: 'Update available',
      description: 'A new version of this site is ready. Finish anything you are typing, then reload to use it.',
      duration: Infinity,
      action: { label: 'Reload', onClick: reload },
    }),
  );
  onOutboxResult(announceOutcome);
  startOutbox();
}
