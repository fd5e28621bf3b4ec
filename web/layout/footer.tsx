import { Link } from '../ui/link';
import styled from 'styled-components';
import { provider } from '#contract';
import { footerQuickLinks, legalLinks } from '../i18n/navigation';
import { useShell } from '../i18n/lang-context';
import { Container } from '../ui/container';
import { Icon } from '../ui/icons';
import { color, media } from '../ui/theme';
import { LogoMark } from './logo-mark';
import { SocialLinks } from '../blocks/social-links';
import { Phone } from '../ui/phone';

const Foot = styled.footer`
  background: ${color.footer};
  color: ${color.footerText};
  --focus-ring: ${color.onDark};
  /* Room below the last line for the floating buttons. */
  padding: 3.5rem 0 6rem;
  font-size: 0.975rem;
  a { color: ${color.footerText}; text-decoration: none; }
  a:hover { color: ${color.onDark}; text-decoration: underline; }
  h2 { font-size: 1.05rem; color: ${color.onDark}; margin-bottom: 1rem; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { margin: 0.5rem 0; }
`;

const Columns = styled.div`
  display: grid;
  gap: 2.25rem;
  ${media.sm} { grid-template-columns: 1fr 1fr; }
  ${media.lg} { grid-template-columns: 1.3fr 0.9fr 1.2fr 1.5fr; }
`;

const BrandLine = styled.p`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  color: ${color.onDark};
  font-weight: 750;
  font-size: 1.1rem;
`;

const ContactItem = styled.li`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  svg { flex: none; width: 1.1rem; height: 1.1rem; margin-top: 0.2rem; }
  a { overflow-wrap: anywhere; }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  justify-content: space-between;
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid rgb(255 255 255 / 18%);
  p { margin: 0; }
  ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; }
  li { margin: 0; }
`;

export function Footer() {
  const words = useShell();
  const { footer } = words;
  return (
    <Foot>
      <Container>
        <Columns>
          <div>
            <BrandLine>
              <LogoMark size={36} />
              {provider.brandName}
            </BrandLine>
            <p>{footer.about}</p>
            <SocialLinks />
          </div>
          <div>
            <h2>{footer.quickLinks}</h2>
            <ul>
              {footerQuickLinks(words).map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2>{footer.services}</h2>
            <ul>
              {words.serviceNames.map((name) => (
                <li key={name}>
                  <Link to="/services">{name}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2>{footer.contact}</h2>
            <ul>
              <ContactItem>
                <Icon name="phone" />
                <Phone />
              </ContactItem>
              <ContactItem>
                <Icon name="mail" />
                <a href={`mailto:${provider.email}`}>{provider.email}</a>
              </ContactItem>
              <ContactItem>
                <Icon name="clock" />
                <span>
                  {footer.hours[0]}
                  <br />
                  {footer.hours[1]}
                </span>
              </ContactItem>
              <ContactItem>
                <Icon name="pin" />
                <span>{footer.mobile}</span>
              </ContactItem>
            </ul>
          </div>
        </Columns>
        <Bottom>
          <p>{footer.copyright}</p>
          <nav aria-label={footer.legal}>
            <ul>
              {legalLinks(words).map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </Bottom>
      </Container>
    </Foot>
  );
}
