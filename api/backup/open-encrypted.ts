import { Decrypter } from 'age-encryption';
import type { Decryption } from './age-keys';
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
