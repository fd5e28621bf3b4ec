import styled from 'styled-components';
import { Notice } from '../../../ui/form';
import { formatInstant } from '../../lib/clinic-time';
import { useBackupFailure } from './api';

/**
 * At the top of every signed-in screen while the server's last automatic backup failed
 * (decision 027): a notice with a heading, not an alert or a toast. It stays until a backup succeeds, and
 * is read in its place, before the screen, by whoever reaches the main content.
 */
export function BackupNotice({ enabled }: { enabled: boolean }) {
  const backups = useBackupFailure(enabled);
  if (!backups) return null;
  const { lastFailure, lastSuccessAt } = backups;
  return (
    <Box $tone="error" as="section" aria-labelledby="backup-notice">
      <h2 id="backup-notice">Automatic backups are failing</h2>
      <p>
        The last one, on {formatInstant(lastFailure.at)}, could not be made. {lastFailure.message}
      </p>
      <p>
        {lastSuccessAt ? `The newest backup is from ${formatInstant(lastSuccessAt)}.` : 'There is no automatic backup yet.'} Please tell whoever runs the
        server; it tries again within the hour.
      </p>
    </Box>
  );
}

const Box = styled(Notice)`
  margin-bottom: 1.5rem;
  h2 { margin: 0 0 0.4rem; font-size: 1.15rem; }
`;
