import styled from 'styled-components';
import { color } from '../../../ui/theme';

/** A part of a visit's page below its facts (its outcome, its series): set apart by a rule, headed by an h2. */
export const VisitSection = styled.section`
  margin-top: 1.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${color.border};
  h2 { font-size: 1.3rem; margin: 0 0 0.5rem; }
`;
