import styled from 'styled-components';
import { provider, WOUND_TYPES } from '../../api/contract';
import { COVERAGE_CHECKED, SelfPay } from '../content/after-booking';
import { consultationLength } from '../content/appointment-length';
import kitImage from '../assets/services-care-kit.svg';
import { check } from '../content/service-icons';
import { SERVICE_DETAILS, SUPPORT_SERVICES, TISSUE_COMPARISON } from '../content/services';
import { TEAM } from '../i18n/team.en';
import { ButtonLink } from '../ui/button';
import { Card, CheckList } from '../ui/card';
import { Container, Grid } from '../ui/container';
import { CtaBand } from '../ui/cta-band';
import { Icon } from '../ui/icons';
import { PageHero } from '../ui/page-hero';
import { Eyebrow, Section, SectionIntro } from '../ui/section';
import { IconBadge, ServiceCard } from '../ui/service-card';
import { accent, color, media, radius } from '../ui/theme';

const Split = styled.div<{ $flip?: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} {
    grid-template-columns: 1.2fr 1fr;
    gap: 3.5rem;
    > :first-child { order: ${({ $flip }) => ($flip ? 2 : 0)}; }
  }
  img { display: block; width: 100%; max-width: 30rem; height: auto; margin: 0 auto; }
  > div > p { color: ${color.muted}; }
`;

const Includes = styled(Card)`
  h3 { font-size: 1.1rem; }
  ul { margin-bottom: 0; }
`;

const Compare = styled(Card)`
  h3 { font-size: 1.2rem; }
  dl { margin: 0; }
  dt { font-weight: 700; margin-top: 0.75rem; }
  dd { margin: 0.2rem 0 0; color: ${color.muted}; }
`;

const Shared = styled.p`
  max-width: 46rem;
  margin: 1.75rem auto 0;
  text-align: center;
  color: ${color.muted};
`;

const WoundList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.85rem 1rem;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    font-weight: 600;
  }
  svg { flex: none; width: 1.2rem; height: 1.2rem; color: ${color.brand}; }
`;

export default function Services() {
  return (
    <>
      <PageHero eyebrow="Our Services" title="Wound Care Services">
        <p>
          From a first assessment onward, we bring wound care to your home, nursing home or assisted living
          community. {TEAM}
        </p>
      </PageHero>

      <Section>
        <Container>
          <Split>
            <div>
              <h2>Care plans built around the cause</h2>
              <p>
                Wounds heal slowly for a reason: poor circulation, pressure, infection, blood sugar or nutrition. We find
                that reason first, then combine the treatments below into one plan, shared with you, your caregivers and
                your physician.
              </p>
              <p>
                {provider.insurance.coverage} {COVERAGE_CHECKED} <SelfPay />
              </p>
            </div>
            <img src={kitImage} alt="" width={480} height={400} loading="lazy" decoding="async" />
          </Split>
        </Container>
      </Section>

      {SERVICE_DETAILS.map((service, index) => (
        <Section key={service.id} id={service.id} $tone={index % 2 === 0 ? 'tint' : 'plain'} aria-labelledby={`${service.id}-heading`}>
          <Container>
            <Split $flip={index % 2 === 1}>
              <div>
                <IconBadge $ink={accent[service.color].ink} $tint={accent[service.color].tint}>
                  <Icon name={service.icon} />
                </IconBadge>
                <h2 id={`${service.id}-heading`}>{service.title}</h2>
                {service.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                ))}
              </div>
              <Includes>
                <h3>{service.includesTitle}</h3>
                <CheckList>
                  {service.includes.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </CheckList>
              </Includes>
            </Split>
          </Container>
        </Section>
      ))}

      <Section aria-labelledby="more-heading">
        <Container>
          <SectionIntro>
            <Eyebrow>Also available</Eyebrow>
            <h2 id="more-heading">More ways we help wounds heal</h2>
          </SectionIntro>
          <Grid $min="20rem">
            {SUPPORT_SERVICES.map((service) => (
              <ServiceCard key={service.title} service={service} />
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $tone="tint" aria-labelledby="compare-heading">
        <Container>
          <SectionIntro>
            <h2 id="compare-heading">Two tissue treatments: what is the difference?</h2>
          </SectionIntro>
          <Grid $min="18rem">
            {TISSUE_COMPARISON.options.map((option) => (
              <Compare key={option.heading}>
                <h3>{option.heading}</h3>
                <dl>
                  <dt>Made from</dt>
                  <dd>{option.madeFrom}</dd>
                  <dt>What it is</dt>
                  <dd>{option.whatItIs}</dd>
                </dl>
              </Compare>
            ))}
          </Grid>
          <Shared>{TISSUE_COMPARISON.shared}</Shared>
        </Container>
      </Section>

      <Section aria-labelledby="wounds-heading">
        <Container>
          <SectionIntro>
            <h2 id="wounds-heading">Wounds we treat</h2>
            <p>Not sure which of these you have? Finding out is part of the first visit.</p>
          </SectionIntro>
          <WoundList>
            {WOUND_TYPES.map((type) => (
              <li key={type}>
                <Icon name={check} />
                {type}
              </li>
            ))}
          </WoundList>
        </Container>
      </Section>

      <CtaBand
        title="Find out which treatment is right for you"
        text={`A free ${consultationLength(true)} phone or video consultation with one of our wound care nurses, with your insurance checked at the same time.`}
      >
        <ButtonLink to="/consultation" $variant="light">
          Schedule Free Consultation
        </ButtonLink>
      </CtaBand>
    </>
  );
}
