import type { UseMutationResult } from '@tanstack/react-query';
import { interpreterLanguageName } from '#contract/interpreter';
import { serverMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { formatInstant } from '../lib/clinic-time';
import { Badge } from './badge';

/** A booking's or inquiry's interpreter: the language asked for, and when staff marked one arranged. */
interface Asked {
  interpreterLanguage?: string;
  interpreterArrangedAt?: string;
}

/** Whether a record shows the badge: for a row that shows its marks only when there are some. */
export const asksForInterpreter = (record: Asked): boolean => Boolean(record.interpreterLanguage);

/**
 * "Interpreter: Somali, to arrange" or "…, arranged" on a booking or inquiry (decision 052): in
 * words, never colour alone; nothing when none was asked for.
 */
export function InterpreterBadge({ record }: { record: Asked }) {
  if (!record.interpreterLanguage) return null;
  const arranged = Boolean(record.interpreterArrangedAt);
  return (
    <Badge $tone={arranged ? 'ok' : 'burst'}>
      Interpreter: {interpreterLanguageName(record.interpreterLanguage)}, {arranged ? 'arranged' : 'to arrange'}
    </Badge>
  );
}

export interface ArrangeInterpreter {
  onClick: () => void;
  busy: boolean;
  /** Why the last try did not mark it, in words. */
  error?: string;
}

/** The arrange action for one record, from the one mutation a page holds (busy and refused only for the record it was for). */
export function arrangeFor(mutation: UseMutationResult<void, unknown, string>, id: string): ArrangeInterpreter {
  const mine = mutation.variables === id;
  return {
    onClick: () => mutation.mutate(id),
    busy: mine && mutation.isPending,
    ...(mine && mutation.isError ? { error: serverMessage(mutation.error) ?? 'It was not marked arranged. Check the connection and try again.' } : {}),
  };
}

/** The interpreter as a fact of the record's details, with "Mark interpreter arranged" until it is. */
export function InterpreterFact({ record, arrange }: { record: Asked; arrange?: ArrangeInterpreter }) {
  if (!record.interpreterLanguage) return null;
  const name = interpreterLanguageName(record.interpreterLanguage);
  return (
    <>
      <dt>Interpreter</dt>
      <dd>
        {name} (free interpreter asked for){' '}
        {record.interpreterArrangedAt ? (
          <>
            <Badge $tone="ok">Arranged</Badge> {formatInstant(record.interpreterArrangedAt)}
          </>
        ) : (
          arrange && (
            <Button type="button" $variant="secondary" onClick={arrange.onClick} disabled={arrange.busy} aria-label={`Mark the ${name} interpreter arranged`}>
              {arrange.busy ? 'Marking…' : 'Mark interpreter arranged'}
            </Button>
          )
        )}
        {arrange?.error && <span role="alert"> {arrange.error}</span>}
      </dd>
    </>
  );
}
