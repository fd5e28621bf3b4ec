import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { radius } from '../../../ui/theme';
import { preflightQueries } from './api';

/**
 * On the first screen, while anything is still sample or unsafe for real patients (decision 025): the
 * same list as `npm run preflight` and the server's start-up warning, open, so no one books real
 * patients into a site that cannot reach them. Nothing shows once it is empty, or if it cannot be
 * read (the agenda matters more, and the command line lists it too).
 */
export function PreflightList() {
  const items = useQuery(preflightQueries.list()).data;
  if (!items?.length) return null;
  const count = `${items.length} ${items.length === 1 ? 'thing' : 'things'} to fix`;
  return (
    <Warning aria-labelledby="preflight-heading">
      <details open>
        <summary>
          <h2 id="preflight-heading">{`Not ready for real patients: ${count}`}</h2>
        </summary>
        <p>Whoever runs the server sees the same list with npm run preflight.</p>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <strong>{item.problem}</strong> {item.fix}
            </li>
          ))}
        </ul>
      </details>
    </Warning>
  );
}

const Warning = styled.section`
  margin-top: 1.25rem;
  padding: 0.9rem 1rem;
  border: 1px solid #9b1c1c;
  border-left-width: 5px;
  border-radius: ${radius.sm};
  background: #fdf2f2;
  /* Addresses and paths in the problems are long words: they wrap rather than push the page sideways (WCAG 1.4.10). */
  overflow-wrap: anywhere;
  summary { cursor: pointer; }
  h2 { display: inline; margin: 0; font-size: 1.15rem; }
  p { margin: 0.6rem 0 0; }
  ul { margin: 0.6rem 0 0; padding-left: 1.25rem; }
  li { margin: 0.4rem 0; }
`;
