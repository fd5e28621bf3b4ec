import { useEffect } from 'react';
import { provider } from '#contract';

/** Each staff screen names itself in the tab: 'Agenda | Staff | Evergreen'. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Staff | ${provider.shortName}`;
  }, [title]);
}
