import styled from 'styled-components';
import type { Testimonial } from '../i18n/story-people';
import { cardStyles } from '../ui/card';
import { StarRating } from './star-rating';
import { color } from '../ui/theme';

const Figure = styled.figure`
  ${cardStyles}
  display: flex;
  flex-direction: column;
  margin: 0;
  height: 100%;
`;

const Quote = styled.blockquote`
  margin: 0 0 1.25rem;
  p { margin: 0; font-size: 1.05rem; }
  p::before { content: '“'; }
  p::after { content: '”'; }
`;

const Person = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  margin-top: auto;
  img { flex: none; border-radius: 50%; }
  strong { display: block; }
  span { color: ${color.muted}; font-size: 0.95rem; }
`;

const Disclosure = styled.span`
  && { display: block; margin-top: 0.35rem; font-size: 0.875rem; }
`;

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, role, rating, text, image, disclosure } = testimonial;
  return (
    <Figure>
      <StarRating rating={rating} />
      <Quote>
        <p>{text}</p>
      </Quote>
      <Person>
        {/* The name is printed beside it: a screen reader would hear it twice. */}
        <img src={image} alt="" width={56} height={56} decoding="async" />
        <span>
          <strong>{name}</strong>
          <span>{role}</span>
          {disclosure && <Disclosure>{disclosure}</Disclosure>}
        </span>
      </Person>
    </Figure>
  );
}
