import styled from 'styled-components';
import { useShell } from '../i18n/lang-context';
import { color } from '../ui/theme';
import { VisuallyHidden } from '../ui/visually-hidden';

const Stars = styled.p`
  display: flex;
  gap: 0.15rem;
  margin: 0 0 0.75rem;
  color: ${color.star};
  svg { width: 1.15rem; height: 1.15rem; }
`;

/** Five drawn stars; screen readers hear "5 out of 5 stars" ("5 de 5 estrellas") instead. */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  const { stars } = useShell();
  return (
    <Stars>
      <VisuallyHidden>{stars(rating, max)}</VisuallyHidden>
      {Array.from({ length: max }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill={index < rating ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinejoin="round"
            d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
          />
        </svg>
      ))}
    </Stars>
  );
}
