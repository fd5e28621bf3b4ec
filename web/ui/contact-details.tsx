import styled from 'styled-components';
import { openDays, provider, timeRange } from '../../api/contract';
import { serviceAreaWithZone } from '../content/service-area';
import { Card } from './card';
import { FactList } from './fact-list';
import { SocialLinks } from './social-links';
import { color } from './theme';
import { Phone } from './phone';

const Details = styled(Card)`
  h2 { font-size: 1.4rem; }
  h3 { font-size: 1rem; margin: 1.75rem 0 0.75rem; }
  ul a { color: ${color.brand}; }
`;

/** The contact page's "Get in Touch" card: the provider's phone, e-mail, hours, settings, area and socials. */
export function ContactDetails() {
  return (
    <Details as="section" aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">Get in Touch</h2>
      <FactList
        facts={[
          { icon: 'phone', label: 'Phone', value: <Phone /> },
          { icon: 'mail', label: 'Email', value: <a href={`mailto:${provider.email}`}>{provider.email}</a> },
          {
            icon: 'clock',
            label: 'Business Hours',
            value: (
              <>
                {timeRange(provider.hours.open)}
                <br />
                {openDays(provider.hours)}
              </>
            ),
          },
          { icon: 'pin', label: 'Service Areas', value: provider.careSettings },
          { icon: 'home', label: 'Where we visit', value: serviceAreaWithZone() },
          { icon: 'message', label: 'Response Time', value: `We send a response within ${provider.replyWithin}` },
        ]}
      />
      <h3>Follow Us</h3>
      <SocialLinks />
    </Details>
  );
}
