import { join } from 'node:path';
import { macOf } from '../../backup/signature';
import { sendAccountCommand } from '../../command-line/account-socket';
import { lockHolder } from '../../db/data-lock';
import { AppSecret, SECRET_FILE } from '../../secrets/app-secret';

/** The signature (HMAC) of a backup whose encrypted bytes hash to `sha256`. */
export type Signer = (sha256: string) => Promise<string>;

/**
 * Who signs a backup (decision 048): the server that holds the folder, with its own secret (its
 * APP_SECRET may be set in its own environment alone); with no server, APP_SECRET or the folder's
 * app-secret. Refused before anything is written when there is neither.
 */
export async function backupSigner(dataDir: string, appSecret: string | undefined): Promise<Signer> {
  const local = await AppSecret.find(dataDir, appSecret);
  if (!local && !(await lockHolder(dataDir))) {
    throw new Error(
      `There is no secret to sign the backup with: APP_SECRET is not set, there is no ${join(dataDir, SECRET_FILE)} and no server runs on ${dataDir}. Run it with the server's APP_SECRET; nothing was written.`,
    );
  }
  return async (sha256) => {
    if (await lockHolder(dataDir)) {
      // A server from before signed backups does not know the command: this process's secret signs then.
      const reply = await sendAccountCommand(dataDir, { command: 'sign-backup', sha256 }).catch(() => null);
      if (reply?.ok && reply.signature) return reply.signature;
    }
    if (local) return macOf(local, sha256);
    throw new Error(`The server on ${dataDir} stopped before it signed the backup, and APP_SECRET is not set here to sign it with: nothing was written.`);
  };
}
