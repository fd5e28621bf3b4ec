import { Notice } from '../../ui/form';

/** Said in a form whose fields came back after a forced sign-in (lib/drafts.tsx). */
export function KeptNote({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Notice data-span="full">
      <p>What you had typed before the session ended is back. Check it, then go on.</p>
    </Notice>
  );
}
