import { Decrypter } from 'age-encryption';
import { type Decryption, sealingOf } from './age-keys';
import { RestoreRefused } from './restore-refused';

/**
 * A backup's bytes decrypted as they are read, once its header opened with this key or
 * passphrase; a key that does not open it, or a damaged header, is refused in words, with the
 * source cancelled. Used by both restores (a data folder's archive, a database's dump).
 */
export async function openEncrypted(file: string, source: ReadableStream<Uint8Array>, decryption: Decryption): Promise<ReadableStream<Uint8Array>> {
  const decrypter = new Decrypter();
  if ('passphrase' in decryption) decrypter.addPassphrase(decryption.passphrase);
  else for (const identity of decryption.identities) decrypter.addIdentity(identity);
  try {
    return await decrypter.decrypt(source);
  } catch (error) {
    await source.cancel().catch(() => undefined);
    if ((error as Error).message.startsWith('no identity matched')) {
      throw new RestoreRefused(
        'passphrase' in decryption
          ? `Wrong passphrase for ${file} (or its header is damaged): nothing was restored.`
          : `This key does not open ${file} (it was made for another key, or its header is damaged): nothing was restored.`,
      );
    }
    throw new RestoreRefused(`${file} is damaged (its header does not check out): nothing was restored.`);
  }
}

/** Refuses, in words, a file that is missing, not age-encrypted, or sealed for the other kind of secret than the one given. */
export async function refuseUnopenable(file: string, decryption: Decryption): Promise<void> {
  const sealing = await sealingOf(file).catch((error: NodeJS.ErrnoException) => {
    throw new RestoreRefused(error.code === 'ENOENT' ? `There is no file ${file}.` : `Cannot read ${file}: ${error.message}`);
  });
  if (sealing === 'not-age') throw new RestoreRefused(`${file} is not an age-encrypted backup: nothing was restored.`);
  if (sealing === 'passphrase' && !('passphrase' in decryption)) throw new RestoreRefused(`${file} was made with a passphrase: give it with --passphrase-stdin or at the prompt, not a key file.`);
  if (sealing === 'key' && 'passphrase' in decryption) throw new RestoreRefused(`${file} was made for an age key: give its key file with --identity KEYFILE.`);
}
