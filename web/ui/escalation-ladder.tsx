import styled from 'styled-components';
import { aroundPhone, type EscalationStep, LADDER, type Ladder } from '#contract/escalation';
import { color, radius } from './theme';
import { Glossed } from './glossed';
import { Phone } from './phone';

const LadderSection = styled.section`
  h2 { font-size: 1.6rem; }
  > p { color: ${color.muted}; }
`;

const TONES: Record<EscalationStep['id'], { border: string; background: string }> = {
  'call-911': { border: color.danger, background: '#fdf2f2' },
  'call-today': { border: '#8a4b00', background: '#fff7e8' },
  'next-visit': { border: color.brand, background: color.brandTint },
};

const Step = styled.div<{ $id: EscalationStep['id'] }>`
  margin: 1.25rem 0 0;
  padding: 1.1rem 1.25rem;
  border-left: 5px solid ${({ $id }) => TONES[$id].border};
  border-radius: 0 ${radius.sm} ${radius.sm} 0;
  background: ${({ $id }) => TONES[$id].background};
  color: ${color.text};
  h3 { margin: 0 0 0.5rem; font-size: 1.2rem; }
  ul { padding-left: 1.25rem; }
  li { margin: 0.4rem 0; }
  a { color: ${color.brandDark}; font-weight: 700; }
  > :last-child { margin-bottom: 0; }
`;

function Sentence({ text }: { text: string }) {
  const parts = aroundPhone(text);
  if (!parts) {
    return (
      <p>
        <Glossed text={text} />
      </p>
    );
  }
  return (
    <p>
      <Glossed text={parts[0]} />
      <Phone />
      <Glossed text={parts[1]} />
    </p>
  );
}

/**
 * The escalation ladder of api/contract/escalation.ts: the same steps, signs and words as the
 * printable guides (api/resources/ladder.ts), so a family gets one answer wherever they read.
 * English unless given the page's language's ladder (LADDER_ES of escalation.es.ts on a Spanish
 * page), so an English page never loads the Spanish words.
 */
export function EscalationLadder({ id = 'when-to-get-help', ladder = LADDER }: { id?: string; ladder?: Ladder }) {
  const { title, intro, steps } = ladder;
  return (
    <LadderSection aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{intro}</p>
      {steps.map((step) => (
        <Step key={step.id} $id={step.id}>
          <h3>{step.heading}</h3>
          <p>{step.intro}</p>
          <ul>
            {step.signs.map(({ sign, detail }) => (
              <li key={sign}>
                <strong>{sign}:</strong> <Glossed text={detail} />
              </li>
            ))}
          </ul>
          {step.after.map((text) => (
            <Sentence key={text} text={text} />
          ))}
        </Step>
      ))}
    </LadderSection>
  );
}
