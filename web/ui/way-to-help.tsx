import { Fragment } from 'react';
import { guidePath, provider } from '../../api/contract';
import { WAY_TO_HELP } from '../../api/contract/way-to-help';
import { NewTabLink } from './new-tab-link';

/** The guide every safety net links to: the whole ladder, with what to have ready when calling. */
export const HELP_GUIDE = { href: guidePath('when-to-seek-professional-help'), title: 'When to Seek Professional Help' } as const;

/** An answer of WAY_TO_HELP with 911 and '{phone}' as links a phone can call. */
function Answer({ text }: { text: string }) {
  return text.split(/(911|\{phone\})/).map((part, index) =>
    part === '911' ? (
      <a key={index} href="tel:911">
        911
      </a>
    ) : part === '{phone}' ? (
      <a key={index} href={`tel:${provider.phoneHref}`}>
        {provider.phone}
      </a>
    ) : (
      part
    ),
  );
}

/**
 * The way to help in one line (issue 26): 911 first, then our number for patients, then where
 * anyone else goes. Above every form; with `guide`, also at the end of every error toast and of
 * every outcome shown after a booking or inquiry, with a link to the guide on when to get help.
 */
export function WayToHelp({ guide = false }: { guide?: boolean }) {
  return (
    <>
      {WAY_TO_HELP.map(({ ask, answer }, index) => (
        <Fragment key={ask}>
          {index > 0 && ' '}
          <strong>{ask}</strong> <Answer text={answer} />
        </Fragment>
      ))}
      {guide && (
        <>
          {' '}
          <NewTabLink href={HELP_GUIDE.href}>{HELP_GUIDE.title}</NewTabLink>
        </>
      )}
    </>
  );
}
