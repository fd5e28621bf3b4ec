import styled from 'styled-components';
import { provider } from '../../api/contract';
import { AFTER_BOOKING, SelfPay } from '../content/after-booking';
import { Card, CheckList } from './card';
import { Container, Grid } from './container';
import { Section, SectionIntro } from './section';
import { color } from './theme';

const Column = styled(Card)`
  h3 { font-size: 1.15rem; }
  li { color: ${color.muted}; }
  ul { margin-bottom: 0; }
`;

/**
 * What a family needs to know around a booking, from the facts file: who calls and from which
 * number, the video link, what to have ready, referral, homebound rules and cost.
 */
export function NextSteps({ kind }: { kind: 'consultation' | 'facility' }) {
  return (
    <Section $tone="tint" id="next-steps" aria-labelledby="next-steps-heading">
      <Container>
        <SectionIntro>
          <h2 id="next-steps-heading">What happens after you book</h2>
        </SectionIntro>
        {kind === 'facility' ? (
          <Column>
            <h3>After you book</h3>
            <CheckList>
              <li>{AFTER_BOOKING.facilityCall}</li>
              <li>{AFTER_BOOKING.email}</li>
              <li>{AFTER_BOOKING.changes}</li>
            </CheckList>
          </Column>
        ) : (
          <Grid $min="17rem">
            <Column>
              <h3>Who calls, and how</h3>
              <CheckList>
                <li>{AFTER_BOOKING.whoCalls}</li>
                <li>{AFTER_BOOKING.videoLink}</li>
                <li>{AFTER_BOOKING.email}</li>
                <li>{AFTER_BOOKING.changes}</li>
              </CheckList>
            </Column>
            <Column>
              <h3>Have these ready</h3>
              <CheckList>
                {AFTER_BOOKING.haveReady.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </CheckList>
            </Column>
            <Column>
              <h3>Good to know</h3>
              <CheckList>
                <li>{AFTER_BOOKING.referral}</li>
                <li>{AFTER_BOOKING.homebound}</li>
                <li>{provider.insurance.coverage}</li>
                <li>
                  <SelfPay />
                </li>
              </CheckList>
            </Column>
          </Grid>
        )}
      </Container>
    </Section>
  );
}
