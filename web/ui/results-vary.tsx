import styled from 'styled-components';
import { STORIES_ARE_REAL } from '../content/story-notes';
import { color } from './theme';

const Note = styled.p`
  max-width: 46rem;
  margin: 1.5rem auto 0;
  text-align: center;
  font-size: 0.95rem;
  color: ${color.muted};
`;

/**
 * Beside every set of patient stories: results vary, and while the stories are samples, that they
 * are, in the page's language: the page passes its words (no English import here, so a Spanish
 * page carries none).
 */
export function ResultsVary({ words }: { words: { resultsVary: string; sampleNote: string } }) {
  return (
    <>
      <Note>{words.resultsVary}</Note>
      {!STORIES_ARE_REAL && <Note>{words.sampleNote}</Note>}
    </>
  );
}
