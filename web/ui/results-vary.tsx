import styled from 'styled-components';
import { SAMPLE_NOTE, STORIES_ARE_REAL } from '../content/story-notes';
import { RESULTS_VARY } from '../content/testimonials';
import { color } from './theme';

const Note = styled.p`
  max-width: 46rem;
  margin: 1.5rem auto 0;
  text-align: center;
  font-size: 0.95rem;
  color: ${color.muted};
`;

/** Beside every set of patient stories: results vary, and while the stories are samples, that they are. */
export function ResultsVary() {
  return (
    <>
      <Note>{RESULTS_VARY}</Note>
      {!STORIES_ARE_REAL && <Note>{SAMPLE_NOTE}</Note>}
    </>
  );
}
