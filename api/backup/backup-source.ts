import { removeSnapshot, takeSnapshot } from '../db/snapshot';
import type { Encryption } from './age-keys';
import { writeEncryptedArchive } from './archive';
import type { BackupKind } from './backup-names';

/** What an automatic backup is made of, written encrypted to a file whole or not at all. */
export interface BackupSource {
  readonly kind: BackupKind;
  /** Writes the backup to `file`; `facts` are for the log (counts and times, nothing a record holds). */
  write(file: string, encryption: Encryption): Promise<{ bytes: number; sha256: string; facts: Record<string, number> }>;
}

/** The data folder at one instant (a snapshot of hard links, decision 027), packed as tar. */
export function dataFolderSource(dataDir: string): BackupSource {
  return {
    kind: 'tar',
    async write(file, encryption) {
      const snapshot = await takeSnapshot(dataDir);
      try {
        const written = await writeEncryptedArchive(snapshot.folder, file, encryption);
        return { ...written, facts: { files: snapshot.files, writesHeldMs: snapshot.pauseMs } };
      } finally {
        await removeSnapshot(snapshot.folder);
      }
    },
  };
}
