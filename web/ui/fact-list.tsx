import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './icons';
import { color, radius } from './theme';

export interface Fact {
  icon: IconName;
  label: string;
  value: ReactNode;
}

const List = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0;
  > div { position: relative; min-height: 2.5rem; padding-left: 3.35rem; }
  dt { font-size: 0.9rem; font-weight: 700; color: ${color.muted}; text-transform: uppercase; letter-spacing: 0.05em; }
  dd { margin: 0.1rem 0 0; font-weight: 600; overflow-wrap: anywhere; }
`;

const Badge = styled.span`
  position: absolute;
  left: 0;
  top: 0;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${radius.sm};
  background: ${color.brandSoft};
  color: ${color.brand};
  svg { width: 1.25rem; height: 1.25rem; }
`;

/** Label/value facts with an icon each (appointment details, contact details). */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <List className={className}>
      {facts.map(({ icon, label, value }) => (
        <div key={label}>
          <dt>
            <Badge>
              <Icon name={icon} />
            </Badge>
            {label}
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
