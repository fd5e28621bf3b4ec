import styled from 'styled-components';
import type { StaffClosure } from '#contract/staff';
import { Button } from '../../../ui/button';
import { color, radius } from '../../../ui/theme';
import { closureWhen } from './closure-words';

/** Closed times, each with its reason (and whose leave it is) and a way to open the times again. */
export function ClosureList({ closures, nurses, onRemove }: { closures: readonly StaffClosure[]; nurses: ReadonlyMap<string, string>; onRemove: (closure: StaffClosure) => void }) {
  return (
    <List>
      {closures.map((closure) => (
        <li key={closure.id}>
          <div>
            <When>{closureWhen(closure)}</When>
            <p>
              {closure.clinicianId && <Whose>Leave: {nurses.get(closure.clinicianId) ?? 'a nurse no longer on the team'}. </Whose>}
              {closure.reason}
            </p>
          </div>
          <Button type="button" $variant="secondary" onClick={() => onRemove(closure)} aria-label={`Remove closed time: ${closureWhen(closure)}`}>
            Remove
          </Button>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1.5rem;
  display: grid;
  gap: 0.6rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.75rem 1rem;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    overflow-wrap: anywhere;
  }
  p { margin: 0; }
`;

const When = styled.p`
  font-weight: 700;
`;

const Whose = styled.span`
  font-weight: 650;
`;
