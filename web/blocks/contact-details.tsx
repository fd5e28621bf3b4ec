import styled from 'styled-components';
import { provider } from '#contract';
import { useShell } from '../i18n/lang-context';
import { Card } from '../ui/card';
import type { ContactDetailsWords } from '../i18n/contact-details.en';
import { FactList } from '../ui/fact-list';
import { SocialLinks } from './social-links';
import { color } from '../ui/theme';
import { Phone } from '../ui/phone';
import { Glossed } from '../ui/glossed';

const Details = styled(Card)`
  h2 { font-size: 1.4rem; }
  h3 { font-size: 1rem; margin: 1.75rem 0 0.75rem; }
  ul a { color: ${color.brand}; }
`;


/** The contact page's "Get in Touch" card: the provider's phone, e-mail, hours, settings, area and socials. */
export function ContactDetails({ words }: { words: ContactDetailsWords }) {
  // The opening hours as the footer says them, in the page's language.
  const [hours, days] = useShell().footer.hours;
  return (
    <Details as="section" aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">{words.title}</h2>
      <FactList
        facts={[
          { icon: 'phone', label: words.phone, value: <Phone /> },
          { icon: 'mail', label: words.email, value: <a href={`mailto:${provider.email}`}>{provider.email}</a> },
          {
            icon: 'clock',
            label: words.hours,
            value: (
              <>
                {hours}
                <br />
                {days}
              </>
            ),
          },
          { icon: 'pin', label: words.settingsLabel, value: <Glossed text={words.settings} /> },
          { icon: 'home', label: words.areaLabel, value: words.area() },
          { icon: 'message', label: words.replyLabel, value: words.reply },
        ]}
      />
      <h3>{words.follow}</h3>
      <SocialLinks />
    </Details>
  );
}
