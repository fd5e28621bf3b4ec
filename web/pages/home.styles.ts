import styled from 'styled-components';
import { ButtonRow } from '../ui/button';
import { color, media, radius, shadow } from '../ui/theme';

export const Hero = styled.div`
  background: radial-gradient(ellipse at 85% 20%, ${color.brandSoft} 0%, transparent 60%),
    linear-gradient(180deg, ${color.brandTint} 0%, ${color.surface} 100%);
  padding: clamp(2rem, 1.25rem + 3vw, 4.5rem) 0 clamp(2rem, 1.5rem + 2vw, 3.5rem);
`;

export const HeroGrid = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${media.lg} { grid-template-columns: 1.05fr 1fr; gap: 3rem; }
`;

export const HeroCopy = styled.div`
  > p:not([class]) { font-size: 1.2rem; color: ${color.muted}; max-width: 36rem; margin-bottom: 1.75rem; }
`;

export const Stats = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0.75rem;
  max-width: 30rem;
  margin: 2.25rem 0 0;
  padding: 1.5rem 0 0;
  border-top: 1px solid ${color.border};
  list-style: none;
  strong { display: block; font-size: clamp(1.6rem, 1.3rem + 1.2vw, 2.2rem); line-height: 1.1; color: ${color.brand}; }
  span { display: block; font-size: 0.9rem; color: ${color.muted}; }
`;

export const HeroArt = styled.div`
  position: relative;
  width: 100%;
  max-width: 34rem;
  margin: 0 auto;
  img { display: block; width: 100%; height: auto; }
`;

export const HeroBadge = styled.p`
  position: absolute;
  left: 0;
  bottom: 4%;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0;
  padding: 0.75rem 1rem;
  background: ${color.surface};
  border-radius: ${radius.md};
  box-shadow: ${shadow.raised};
  line-height: 1.3;
  > svg { flex: none; width: 2.25rem; height: 2.25rem; padding: 0.4rem; border-radius: 50%; background: ${color.brandSoft}; color: ${color.brand}; }
  strong { display: block; }
  span span { display: block; font-size: 0.9rem; color: ${color.muted}; }
  ${media.md} { left: -1rem; }
`;

export const CareSettings = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} { grid-template-columns: repeat(3, 1fr); }
  li { display: flex; gap: 0.9rem; align-items: flex-start; }
  li > svg { flex: none; width: 2.75rem; height: 2.75rem; padding: 0.6rem; border-radius: ${radius.md}; background: ${color.brandSoft}; color: ${color.brand}; }
  strong { display: block; font-size: 1.1rem; }
  span span { display: block; color: ${color.muted}; }
`;

export const CenteredRow = styled(ButtonRow)`
  justify-content: center;
  margin-top: 2rem;
`;

export const StatNote = styled.p`
  max-width: 30rem;
  margin: 0.85rem 0 0;
  font-size: 0.9rem;
  color: ${color.muted};
`;

export const AreaLine = styled.p`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  justify-content: center;
  margin: 1.75rem 0 0;
  font-weight: 600;
  svg { flex: none; width: 1.25rem; height: 1.25rem; margin-top: 0.2rem; color: ${color.brand}; }
`;
