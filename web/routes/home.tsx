import { provider } from '../../api/contract';
import heroImage from '../assets/hero-home-visit.svg';
import { consultationLength } from '../content/appointment-length';
import { serviceAreaWithZone } from '../content/service-area';
import { HOME_SERVICE_CARDS } from '../content/services';
import { TEAM } from '../i18n/team.en';
import { TESTIMONIALS } from '../content/testimonials';
import { ButtonAnchor, ButtonLink, ButtonRow } from '../ui/button';
import { Container, Grid } from '../ui/container';
import { CtaBand } from '../ui/cta-band';
import { arrow, shield, users } from '../ui/feature-icons';
import { Icon } from '../ui/icons';
import { ResultsVary } from '../ui/results-vary';
import { Eyebrow, Section, SectionIntro } from '../ui/section';
import { ServiceCard } from '../ui/service-card';
import { TestimonialCard } from '../ui/testimonial-card';
import { VisuallyHidden } from '../ui/visually-hidden';
import { AreaLine, CareSettings, CenteredRow, Hero, HeroArt, HeroBadge, HeroCopy, HeroGrid, StatNote, Stats } from './home.styles';
import { TTY_RELAY } from '../../api/contract/phone';

const STATS = [
  { value: `${provider.foundedYearsAgo}+`, label: 'Years Experience' },
  { value: '24/7', label: 'On-Call Nurse Line' },
  { value: '100%', label: 'Patient Focused' },
];

const SETTINGS = [
  { icon: 'home', title: 'At home', text: 'Care at your kitchen table or bedside, with family welcome.' },
  { icon: 'building', title: 'Nursing homes', text: 'Rounds alongside facility nurses, with clear notes for staff.' },
  { icon: users, title: 'Assisted living', text: 'Visits in your apartment, on a schedule that suits you.' },
] as const;

export default function Home() {
  return (
    <>
      <Hero>
        <Container>
          <HeroGrid>
            <HeroCopy>
              <Eyebrow>Mobile wound care specialists</Eyebrow>
              <h1>Expert wound care, brought to your door</h1>
              <p>
                Our nurse-led team treats chronic and slow-healing wounds where you live: at home, in nursing homes and
                in assisted living. No waiting rooms, no rides to arrange.
              </p>
              <ButtonRow>
                <ButtonLink to="/contact">
                  Get Started Today
                  <Icon name={arrow} />
                </ButtonLink>
                <ButtonLink to="/services" $variant="secondary">
                  Our Services
                </ButtonLink>
              </ButtonRow>
              <Stats>
                {STATS.map(({ value, label }) => (
                  <li key={label}>
                    <strong>{value}</strong> <span>{label}</span>
                  </li>
                ))}
              </Stats>
              <StatNote>
                The 24/7 line reaches the nurse on call for patients in our care. It is not an emergency service: in an
                emergency, call 911.
              </StatNote>
            </HeroCopy>
            <HeroArt>
              <img
                src={heroImage}
                alt="A nurse in teal scrubs dresses the bandaged leg of an older man resting in his armchair at home"
                width={560}
                height={460}
                fetchPriority="high"
              />
              <HeroBadge>
                <Icon name={shield} />
                {/* Says what is certified (the nurses' credential), so it cannot be read as a Medicare certification. */}
                <span>
                  <strong>Certified Care</strong>
                  <span>Licensed Professionals</span>
                  <span>{`Wound nurses certified as ${provider.credential.abbreviation}`}</span>
                </span>
              </HeroBadge>
            </HeroArt>
          </HeroGrid>
        </Container>
      </Hero>

      <Section aria-labelledby="settings-heading">
        <Container>
          <VisuallyHidden as="h2" id="settings-heading">
            Where we provide care
          </VisuallyHidden>
          <CareSettings>
            {SETTINGS.map(({ icon, title, text }) => (
              <li key={title}>
                <Icon name={icon} />
                <span>
                  <strong>{title}</strong>
                  <span>{text}</span>
                </span>
              </li>
            ))}
          </CareSettings>
          <AreaLine>
            <Icon name="pin" />
            <span>We visit homes and facilities in {serviceAreaWithZone()}.</span>
          </AreaLine>
        </Container>
      </Section>

      <Section $tone="tint" aria-labelledby="services-heading">
        <Container>
          <SectionIntro>
            <Eyebrow>Our Services</Eyebrow>
            <h2 id="services-heading">Specialist treatment for wounds that will not heal</h2>
            <p>{TEAM}</p>
          </SectionIntro>
          <Grid>
            {HOME_SERVICE_CARDS.map((service) => (
              <ServiceCard key={service.title} service={service}>
                <ButtonLink to="/services" $variant="secondary">
                  Learn More<VisuallyHidden>{` about ${service.title}`}</VisuallyHidden>
                </ButtonLink>
              </ServiceCard>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section aria-labelledby="stories-heading">
        <Container>
          <SectionIntro>
            <Eyebrow>Patient Stories</Eyebrow>
            <h2 id="stories-heading">Care at home, in their own words</h2>
          </SectionIntro>
          <Grid $min="20rem">
            {TESTIMONIALS.slice(0, 2).map((testimonial) => (
              <TestimonialCard key={testimonial.name} testimonial={testimonial} />
            ))}
          </Grid>
          <ResultsVary />
          <CenteredRow>
            <ButtonLink to="/testimonials" $variant="secondary">
              View All Testimonials
            </ButtonLink>
          </CenteredRow>
        </Container>
      </Section>

      <CtaBand
        title="Not sure where to start?"
        text={`Book a free ${consultationLength(true)} phone or video consultation. We will listen, answer your questions and check your insurance coverage, with no obligation.`}
      >
        <ButtonLink to="/consultation" $variant="light">
          Book a Free Consultation
        </ButtonLink>
        <ButtonAnchor href={`tel:${provider.phoneHref}`} $variant="outline-light">
          <Icon name="phone" />
          Call {provider.phone}
          {' '}
          ({TTY_RELAY})
        </ButtonAnchor>
      </CtaBand>
    </>
  );
}
