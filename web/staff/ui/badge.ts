import styled from 'styled-components';
import { color, radius } from '../../ui/theme';

/** A state in words with a border: never colour alone (decision 013). Each pair is AA on its tint. */
export const Badge = styled.span<{ $tone: 'cancelled' | 'burst' | 'info' | 'ok' }>`
  display: inline-block;
  padding: 0.1rem 0.55rem;
  border-radius: ${radius.sm};
  border: 1.5px solid currentColor;
  font-size: 0.875rem;
  font-weight: 650;
  line-height: 1.5;
  ${({ $tone }) =>
    ({
      cancelled: `color: ${color.danger}; background: #fdf2f2;`, // 7.2:1
      burst: 'color: #8a3b00; background: #fff4e5;', // 7.0:1
      info: `color: ${color.muted}; background: ${color.brandTint};`,
      ok: `color: ${color.brandDark}; background: ${color.brandSoft};`,
    })[$tone]}
`;
