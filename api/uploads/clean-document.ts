import type { DocumentKind } from '#contract/referral';
import { stripHeicMetadata, UnsupportedHeicError } from './heic-metadata';
import { BrokenImageError, stripJpegMetadata } from './jpeg-metadata';
import { checkPdf } from './pdf-check';
import { stripPngMetadata } from './png-metadata';

/** Why a document is not kept, beyond its kind and size; the referral's words say each to the referrer. */
export type DocumentProblem = 'pdf-active' | 'pdf-embedded' | 'pdf-encrypted' | 'pdf-unreadable' | 'heic-metadata' | 'broken-image';

/**
 * A document as it will be kept: a PDF as sent once nothing in it runs, opens or hides; a photo
 * without its metadata (docs/decisions/061-referral-documents.md). A problem instead when it
 * cannot be kept.
 */
export function cleanDocument(kind: DocumentKind, bytes: Uint8Array): { bytes: Uint8Array } | { problem: DocumentProblem } {
  try {
    switch (kind) {
      case 'pdf': {
        const problem = checkPdf(bytes);
        return problem ? { problem: `pdf-${problem}` } : { bytes };
      }
      case 'jpeg':
        return { bytes: stripJpegMetadata(bytes) };
      case 'png':
        return { bytes: stripPngMetadata(bytes) };
      case 'heic':
        return { bytes: stripHeicMetadata(bytes) };
    }
  } catch (error) {
    if (error instanceof UnsupportedHeicError) return { problem: 'heic-metadata' };
    if (error instanceof BrokenImageError) return { problem: 'broken-image' };
    throw error;
  }
}
