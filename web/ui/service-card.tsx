import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ServiceCard as ServiceCardData } from './service-looks';
import { Card } from './card';
import { Icon } from './icons';
import { accent, color, radius } from './theme';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
  p { color: ${color.muted}; }
  > :last-child { margin-top: auto; margin-bottom: 0; }
`;

export const IconBadge = styled.span<{ $ink: string; $tint: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.25rem;
  height: 3.25rem;
  margin-bottom: 1rem;
  border-radius: ${radius.md};
  background: ${({ $tint }) => $tint};
  color: ${({ $ink }) => $ink};
  svg { width: 1.6rem; height: 1.6rem; }
`;

/** A service's icon, title and description; `children` (a link) sits at the bottom. */
export function ServiceCard({ service, children, headingLevel = 3 }: { service: ServiceCardData; children?: ReactNode; headingLevel?: 2 | 3 }) {
  const tone = accent[service.color];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Body>
      <IconBadge $ink={tone.ink} $tint={tone.tint}>
        <Icon name={service.icon} />
      </IconBadge>
      <Heading>{service.title}</Heading>
      <p>{service.description}</p>
      {children}
    </Body>
  );
}
