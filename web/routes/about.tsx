import styled from 'styled-components';
import { provider } from '../../api/contract';
import { TEAM } from '../content/team';
import teamImage from '../assets/about-team.svg';
import { ButtonLink } from '../ui/button';
import { Card, CheckList } from '../ui/card';
import { Container, Grid } from '../ui/container';
import { CtaBand } from '../ui/cta-band';
import { award, cpu, heart, shield } from '../ui/feature-icons';
import { Icon, type IconGlyph } from '../ui/icons';
import { PageHero } from '../ui/page-hero';
import { Eyebrow, Section, SectionIntro } from '../ui/section';
import { IconBadge } from '../ui/service-card';
import { accent, color, media } from '../ui/theme';

const HIGHLIGHTS: { icon: IconGlyph; title: string; text: string }[] = [
  {
    icon: award,
    title: 'Certified Excellence',
    text: `Every nurse is licensed, and every care plan is led by a board-certified wound care nurse: a ${provider.credential.name} (${provider.credential.abbreviation}). We follow current clinical guidelines and review plans as a team.`,
  },
  {
    icon: 'home',
    title: 'Convenient Care',
    text: 'We come to you, seven days a week, at home or in your facility. No waiting rooms, no transport to arrange, and family can sit in on every visit.',
  },
  {
    icon: cpu,
    title: 'Advanced Technology',
    text: 'Digital wound measurement, photo tracking and secure records let us spot change early and keep your physician informed after each visit.',
  },
];

const Split = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${media.lg} { grid-template-columns: 1fr 1.1fr; gap: 4rem; }
  img { display: block; width: 100%; max-width: 32rem; height: auto; margin: 0 auto; }
`;

const Highlights = styled.ul`
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  li { display: grid; grid-template-columns: auto 1fr; gap: 0 1rem; }
  h3 { margin: 0.35rem 0 0.35rem; }
  p { margin: 0; color: ${color.muted}; }
`;

const Pillar = styled(Card)`
  h2 { font-size: 1.5rem; }
  p, li { color: ${color.muted}; }
  p:last-child, ul:last-child { margin-bottom: 0; }
`;

export default function About() {
  return (
    <>
      <PageHero eyebrow="About Us" title={`About ${provider.brandName}`}>
        <p>
          {`For more than ${provider.foundedYearsAgo} years, our nurses have focused on helping wounds heal. We started because too many patients were missing care simply because getting to a clinic was hard. So we bring wound care to them.`}
        </p>
      </PageHero>

      <Section>
        <Container>
          <Grid>
            <Pillar>
              <IconBadge $ink={accent.teal.ink} $tint={accent.teal.tint}>
                <Icon name={heart} />
              </IconBadge>
              <h2>Our Mission</h2>
              <p>
                To heal wounds where people live, with specialist care that is safe, respectful and easy to reach, and to
                leave every patient and caregiver more confident than we found them.
              </p>
            </Pillar>
            <Pillar>
              <IconBadge $ink={accent.blue.ink} $tint={accent.blue.tint}>
                <Icon name="pin" />
              </IconBadge>
              <h2>Our Vision</h2>
              <p>
                A future where no one goes without expert wound care because they are too ill, too frail or too far away
                to travel for it, and where fewer wounds lead to hospital stays or amputations.
              </p>
            </Pillar>
            <Pillar>
              <IconBadge $ink={accent.violet.ink} $tint={accent.violet.tint}>
                <Icon name={shield} />
              </IconBadge>
              <h2>Our Values</h2>
              <CheckList>
                <li>Compassion: we treat the person, not just the wound</li>
                <li>Dignity: your home, your routine, your choices</li>
                <li>Honesty: clear answers about options and costs</li>
                <li>Partnership: with families, facilities and physicians</li>
              </CheckList>
            </Pillar>
          </Grid>
        </Container>
      </Section>

      <Section $tone="tint" aria-labelledby="why-heading">
        <Container>
          <Split>
            <img
              src={teamImage}
              alt="Three members of our clinical team in scrubs and a white coat, one holding a care-plan clipboard"
              width={520}
              height={440}
              loading="lazy"
              decoding="async"
            />
            <div>
              <Eyebrow>Why choose us</Eyebrow>
              <h2 id="why-heading">Specialist care, without the trip</h2>
              <Highlights>
                {HIGHLIGHTS.map(({ icon, title, text }) => (
                  <li key={title}>
                    <IconBadge $ink={accent.teal.ink} $tint={color.surface}>
                      <Icon name={icon} />
                    </IconBadge>
                    <div>
                      <h3>{title}</h3>
                      <p>{text}</p>
                    </div>
                  </li>
                ))}
              </Highlights>
            </div>
          </Split>
        </Container>
      </Section>

      <Section>
        <Container>
          <SectionIntro>
            <h2>Who we care for</h2>
            <p>
              Older adults living at home, people with diabetes or circulation problems, patients recovering from surgery,
              and residents of nursing homes and assisted living. Families and facility staff are part of the team from
              the first visit.
            </p>
            <p>{TEAM}</p>
          </SectionIntro>
        </Container>
      </Section>

      <CtaBand title="Talk to a wound care nurse" text="Tell us about the wound and we will tell you honestly how we can help.">
        <ButtonLink to="/contact" $variant="light">
          Contact Us
        </ButtonLink>
        <ButtonLink to="/services" $variant="outline-light">
          Explore Our Services
        </ButtonLink>
      </CtaBand>
    </>
  );
}
