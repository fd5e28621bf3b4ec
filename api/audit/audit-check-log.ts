import type { ChainCheck } from './audit.store';
import { describeBreak, WHAT_TO_DO } from './break-words';

/** The server's pino logger, or the command line's standard error. */
export interface CheckLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The server's start: each break newly found is an error line (ids and file names only, never an
 * entry's content); a whole chain is one info line.
 */
export function logAuditCheck({ report, recorded }: ChainCheck, logger: CheckLogger): void {
  for (const { entry, found } of recorded) {
    logger.error(
      { auditBreak: found.kind, auditEntry: entry.id, recordIds: found.recordIds, files: found.files },
      `The audit trail is broken: ${describeBreak(found)}. Recorded as audit entry ${entry.id}; staff see it on every screen until one of them acknowledges it. ${WHAT_TO_DO}`,
    );
  }
  const known = report.breaks.length - recorded.length;
  if (!report.breaks.length) logger.info({ auditEntries: report.checked, unchained: report.unchained }, 'The audit trail checked: its chain is whole.');
  else if (known > 0) logger.info({ auditEntries: report.checked, knownBreaks: known }, `The audit trail checked: ${known} break${known > 1 ? 's' : ''} found before, already recorded.`);
}
