import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { auditQueries } from '../features/audit/api';
import { useBackupFailure } from '../features/backups/api';

/**
 * The audit-break banner and the backup notice sit above each screen's heading, and focus goes to
 * the heading, so a screen-reader user would pass them by (WCAG 4.1.3). The frame says each once,
 * the first time it is known in this visit, through its live region (which is on the page before
 * them): the words here, the details in the notice itself.
 */
export function useBannerAnnouncement(enabled: boolean): string {
  const breaks = useQuery({ ...auditQueries.breaks(), enabled }).data?.length ?? 0;
  const backupFailing = Boolean(useBackupFailure(enabled));
  const said = useRef({ breaks: false, backups: false });
  const [words, setWords] = useState('');
  useEffect(() => {
    const news: string[] = [];
    if (breaks > 0 && !said.current.breaks) {
      said.current.breaks = true;
      news.push('The audit trail is broken: the notice at the top of the screen says what to do.');
    }
    if (backupFailing && !said.current.backups) {
      said.current.backups = true;
      news.push('Automatic backups are failing: the notice at the top of the screen says more.');
    }
    if (news.length) setWords(news.join(' '));
  }, [breaks, backupFailing]);
  return words;
}
