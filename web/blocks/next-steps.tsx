import styled from 'styled-components';
import { GOOD_FAITH_ESTIMATE } from '../i18n/after-booking-lines';
import type { AfterBookingWords } from '../i18n/after-booking.en';
import { Card, CheckList } from '../ui/card';
import { Container, Grid } from '../ui/container';
import { Link } from '../ui/link';
import { Section, SectionIntro } from '../ui/section';
import { color } from '../ui/theme';

const Column = styled(Card)`
  h3 { font-size: 1.15rem; }
  li { color: ${color.muted}; }
  ul { margin-bottom: 0; }
`;

/**
 * What a family needs to know around a booking, from the facts file: who calls and from which
 * number, the video link, what to have ready, referral, homebound rules and cost; in the words
 * the page gives (web/i18n/after-booking.en.tsx, .es.tsx).
 */
export function NextSteps({ kind, words }: { kind: 'consultation' | 'facility'; words: AfterBookingWords }) {
  return (
    <Section $tone="tint" id="next-steps" aria-labelledby="next-steps-heading">
      <Container>
        <SectionIntro>
          <h2 id="next-steps-heading">{words.title}</h2>
        </SectionIntro>
        {kind === 'facility' ? (
          <Column>
            <h3>{words.afterYouBook}</h3>
            <CheckList>
              <li>{words.facilityCall}</li>
              <li>{words.email}</li>
              <li>{words.changes}</li>
            </CheckList>
          </Column>
        ) : (
          <Grid $min="17rem">
            <Column>
              <h3>{words.whoCallsTitle}</h3>
              <CheckList>
                <li>{words.whoCalls}</li>
                <li>{words.videoLink}</li>
                <li>{words.email}</li>
                <li>{words.changes}</li>
              </CheckList>
            </Column>
            <Column>
              <h3>{words.haveReadyTitle}</h3>
              <CheckList>
                {words.haveReady.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </CheckList>
            </Column>
            <Column>
              <h3>{words.goodToKnowTitle}</h3>
              <CheckList>
                <li>{words.referral}</li>
                <li>{words.homebound}</li>
                <li>{words.coverage}</li>
                <li>
                  {words.selfPay} <Link to={`/privacy-policy#${GOOD_FAITH_ESTIMATE.id}`}>{words.goodFaithEstimate}</Link>.
                </li>
              </CheckList>
            </Column>
          </Grid>
        )}
      </Container>
    </Section>
  );
}
