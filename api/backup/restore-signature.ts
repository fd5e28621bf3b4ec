import { AppSecret } from '../secrets/app-secret';
import { RestoreRefused } from './restore-refused';
import { checkSignature, readSignature, type Signature, signatureFile } from './signature';

/** What a restore trusts to say who made a backup (decision 048). */
export interface SignatureTrust {
  /** APP_SECRET as set where the restore runs: the signature must have been made with it. Unset, the backup's own `app-secret` is used. */
  appSecret?: string;
  /** `--unsigned-ok`: no signature is asked for or checked (a backup from before they were signed, or one whose secret is lost). */
  unsignedOk?: boolean;
}

/** With what the signature was checked: APP_SECRET, the app-secret inside the backup, or not at all. */
export type SignatureChecked = 'setting' | 'backup' | 'skipped';

const OVERRIDE = 'if you trust this file all the same, run again with --unsigned-ok';

/** The signature beside `file`, read before anything is asked or decrypted; null when none is wanted. */
export async function signatureToCheck(file: string, { unsignedOk }: SignatureTrust): Promise<Signature | null> {
  if (unsignedOk) return null;
  const found = await readSignature(file);
  if (found === null) {
    throw new RestoreRefused(
      `${file} has no signature (${signatureFile(file)} is not beside it), so nothing shows this server made it: nothing was restored. A backup from before backups were signed, or one whose secret is lost: run again with --unsigned-ok.`,
    );
  }
  if (found === 'unreadable') throw new RestoreRefused(`${signatureFile(file)} is not a backup signature (changed or damaged): nothing was restored; ${OVERRIDE}.`);
  return found;
}

/**
 * Checks the signature once the whole file was read (`sha256`) and unpacked into `unpacked`, before
 * anything moves into place: with APP_SECRET when it is set, else with the `app-secret` the backup
 * holds. The second shows the file is whole and made by the server whose data it holds, not that
 * it was this server: someone with the public key can make a backup with a secret of their own.
 */
export async function checkSigned(file: string, stored: Signature, sha256: string, appSecret: string | undefined, unpacked: string): Promise<SignatureChecked> {
  const secret = appSecret
    ? AppSecret.fromString(appSecret)
    : await AppSecret.find(unpacked).catch(() => {
        throw new RestoreRefused(`${file} holds an app-secret that is not one a server makes: nothing was restored; ${OVERRIDE}.`);
      });
  if (!secret) {
    throw new RestoreRefused(
      `${file}'s signature cannot be checked: APP_SECRET is not set and the backup holds no app-secret. Set APP_SECRET to the secret of the server that made it (or run again with --unsigned-ok): nothing was restored.`,
    );
  }
  const outcome = checkSignature(secret, stored, sha256);
  if (outcome === 'changed') throw new RestoreRefused(`${file} is not the file its signature was made for (changed or replaced since): nothing was restored.`);
  if (outcome === 'other-key') {
    throw new RestoreRefused(
      appSecret
        ? `${file}'s signature does not match APP_SECRET: another server (or another secret) made it, not this one. Nothing was restored; ${OVERRIDE}.`
        : `${file}'s signature does not match the app-secret inside it: the server whose data it holds did not make it. Nothing was restored; ${OVERRIDE}.`,
    );
  }
  return appSecret ? 'setting' : 'backup';
}
