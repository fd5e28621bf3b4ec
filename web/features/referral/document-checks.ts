import { HEAD_BYTES, kindOf } from '#contract/file-kind';
import { DOCUMENT_LIMITS } from '#contract/referral';
import type { ReferWords } from '../../i18n/refer.en';

/**
 * The documents checked before anything is sent, as the server will check them: how many, how
 * large, and each one's kind by its own first bytes (a renamed file is found here, not after a
 * 25 MB upload). The first problem, or null.
 */
export async function documentProblem(files: readonly File[], words: ReferWords['files']): Promise<string | null> {
  if (files.length > DOCUMENT_LIMITS.files) return words.tooMany;
  for (const file of files) if (file.size > DOCUMENT_LIMITS.fileBytes) return words.tooBig(file.name);
  if (files.reduce((sum, file) => sum + file.size, 0) > DOCUMENT_LIMITS.totalBytes) return words.tooBigTotal;
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    if (!kindOf(head)) return words.kind(file.name);
  }
  return null;
}
