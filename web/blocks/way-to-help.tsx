import { Fragment } from 'react';
import { useShell } from '../i18n/lang-context';
import { NewTabLink } from '../ui/new-tab-link';
import { Phone } from '../ui/phone';

/** An answer of the way to help with 911 and '{phone}' (with its TTY relay) as links a phone can call. */
function Answer({ text }: { text: string }) {
  return text.split(/(911|\{phone\})/).map((part, index) =>
    part === '911' ? (
      <a key={index} href="tel:911">
        911
      </a>
    ) : part === '{phone}' ? (
      <Phone key={index} />
    ) : (
      part
    ),
  );
}

/**
 * The way to help in one line (decision 025), in the page's language: 911 first, then our number for
 * patients, then where anyone else goes. Above every form; with `guide`, also at the end of every
 * error toast and of every outcome shown after a booking or inquiry, with a link to the guide on
 * when to get help.
 */
export function WayToHelp({ guide = false }: { guide?: boolean }) {
  const { wayToHelp, helpGuide, newTab } = useShell();
  return (
    <>
      {wayToHelp.map(({ ask, answer }, index) => (
        <Fragment key={ask}>
          {index > 0 && ' '}
          <strong>{ask}</strong> <Answer text={answer} />
        </Fragment>
      ))}
      {guide && (
        <>
          {' '}
          <NewTabLink href={helpGuide.href} hrefLang={helpGuide.hrefLang} note={newTab}>
            {helpGuide.title}
          </NewTabLink>
        </>
      )}
    </>
  );
}
