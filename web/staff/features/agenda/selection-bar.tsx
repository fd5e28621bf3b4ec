import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { color, radius, shadow } from '../../../ui/theme';

interface Props {
  count: number;
  onCancel: () => void;
  onClear: () => void;
}

/**
 * While bookings are selected: how many, and cancelling them together (a burst of bogus
 * bookings goes in one step). It sits at the foot of the screen, within thumb's reach.
 */
export function SelectionBar({ count, onCancel, onClear }: Props) {
  return (
    <Bar role="region" aria-label="Selected bookings">
      <p aria-live="polite">
        {count} selected
      </p>
      <Danger type="button" onClick={onCancel}>
        Cancel selected
      </Danger>
      <Button type="button" $variant="secondary" onClick={onClear}>
        Clear selection
      </Button>
    </Bar>
  );
}

const Bar = styled.div`
  position: sticky;
  bottom: 0.75rem;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-top: 1.5rem;
  padding: 0.75rem 1rem;
  border-radius: ${radius.md};
  background: ${color.surface};
  border: 2px solid ${color.brandDark};
  box-shadow: ${shadow.raised};
  p { margin: 0 auto 0 0; font-weight: 700; }
`;

const Danger = styled(Button)`
  background: ${color.danger};
  border-color: ${color.danger};
  &:hover { background: #7a1616; border-color: #7a1616; }
`;
